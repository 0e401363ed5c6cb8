/**
 * The early calls (ADR 0015): what a signed-in screen asks for as it opens that needs nothing but the
 * session and the address, started by index.html's script while the screen's code downloads
 * (build/earlyCalls.ts). The route table (routes.ts) names each page's; this file says what each one is.
 */

/**
 * One early call: a GET exactly as the contract's call asks for it. In `path` and in the `query` values,
 * `{email}` is the signed-in account's, `{newsKey}` the deployment's news key, and any other `{name}` the
 * address's `?name=` parameter when it is an id (lib/urlParams.ts `ID_PATTERN`, as the page reads it), or,
 * for a name of src/earlyFollowUps.ts, the id another early call's answer holds (asked once that answer is
 * in): a call with a placeholder that has no value is not made, and the page asks as usual. `{server}` and
 * `{apiNode}` calls carry the session's bearer, `{news}` ones never do (as in the contract's http layer).
 */
export interface EarlyCallDef {
  base: 'server' | 'apiNode' | 'news';
  path: `/${string}`;
  /** The query, in the order the contract's call sends it. */
  query?: Readonly<Record<string, string>>;
  /** Only when the address has no query at all: a list's first page as the page asks for it unfiltered. */
  bareAddress?: boolean;
}

/**
 * The calls a signed-in screen makes as it opens that need nothing but the session and the address:
 * index.html starts them while the screen's code downloads (build/earlyCalls.ts), and the app takes their
 * answers instead of asking again (lib/earlyCalls.ts). `session` is the session guard's check, made on
 * every protected route; pages name the others they make. The addresses repeat what the screens ask for
 * (their sizes and limits too): build/earlyCalls.test.ts checks them against the contract and the features'
 * constants, and the production journey (tests/e2e-production) that every one is taken, none twice.
 */
export const EARLY_CALLS = {
  /** RequireSession's check. */
  session: { base: 'server', path: '/validate/jwt' },
  /** The signed-in account (`useMyAccount`, `useAccess`). */
  account: { base: 'apiNode', path: '/accounts/email/{email}' },
  /** The user's shortcuts. */
  shortcuts: { base: 'server', path: '/atalhos' },
  /** Every lei (the list filters them in the browser). */
  leis: { base: 'server', path: '/leis' },
  /** The company forms' types. */
  providerTypes: { base: 'apiNode', path: '/provider-types' },
  /** The dashboard's widgets: its first 4 apps, the tax counter, the indicators, the account's id and last sign-in, the news. */
  dashboardApps: { base: 'server', path: '/apps/1/4' },
  taxCounter: { base: 'server', path: '/impostometro' },
  selic: { base: 'server', path: '/selic' },
  usd: { base: 'server', path: '/usd' },
  eur: { base: 'server', path: '/eur' },
  accountId: { base: 'server', path: '/acc/id' },
  lastSignIn: { base: 'server', path: '/acc/last/logged' },
  news: { base: 'news', path: '/ghost/api/content/posts/', query: { key: '{newsKey}', limit: '5', order: 'published_at desc' } },
  /** The marketplace's first page of 20, unfiltered; and the categories of its filters and forms. */
  appsFirstPage: { base: 'server', path: '/apps/1/20', bareAddress: true },
  categories: { base: 'apiNode', path: '/categories' },
  subcategories: { base: 'apiNode', path: '/app-subcategories' },
  /** The administration's lists: every account, every provider. */
  accounts: { base: 'apiNode', path: '/accounts' },
  providers: { base: 'apiNode', path: '/app-providers' },
  /** The record an address names: an app (`?id=`), a lei (`?lei=`, or `?id=` on the facilitator page), a provider. */
  app: { base: 'server', path: '/app/{id}' },
  lei: { base: 'server', path: '/lei/{lei}' },
  leiById: { base: 'server', path: '/lei/{id}' },
  provider: { base: 'apiNode', path: '/app-providers/{id}' },
  /** The facilitator page's: the lei's facilitator, as a provider and with its totals, once the lei's answer names it. */
  facilitatorProvider: { base: 'apiNode', path: '/app-providers/{facilitador}' },
  facilitatorTotals: { base: 'server', path: '/facilitador/{facilitador}/total' },
  /** The product form's app (`?id=`): the app, its categories, main functionalities and medias. */
  product: { base: 'apiNode', path: '/apps/{id}/' },
  productCategories: { base: 'apiNode', path: '/category/relationships/app/{id}' },
  productFunctionalities: { base: 'apiNode', path: '/app-main-functionalities/{id}' },
  productMedias: { base: 'apiNode', path: '/apps-medias/app/{id}' },
} as const satisfies Record<string, EarlyCallDef>;

export type EarlyCall = keyof typeof EARLY_CALLS;
