/**
 * The seed record each record screen (`?id=`, `?lei=`) opens when a test or a measurement visits it
 * without choosing one, so the record is shown and not its not-found state: the 320 px journey
 * (tests/e2e/narrow.spec.ts) and bench:web's Lighthouse runs (tests/perf/lighthouse.ts).
 */
export const RECORD_QUERIES: Readonly<Record<string, string>> = {
  '/app/view': '?id=app-0001-norte-icms',
  '/fornecedor/view': '?id=prov-0001-contabil-norte',
  '/leis/incentivo/view': '?lei=lei-0001-orquestra-reconcavo',
  '/leis/incentivo/facilitador': '?id=lei-0001-orquestra-reconcavo',
  '/settings/management/app/edit': '?id=app-0001-norte-icms',
  '/settings/management/providers/view': '?id=prov-0001-contabil-norte',
  '/settings/management/providers/edit': '?id=prov-0001-contabil-norte',
  '/settings/management/providers/user-view': '?id=acc-0002-bruno-carvalho',
  '/settings/management/providers/user-edit': '?id=acc-0002-bruno-carvalho',
};
