import { parseSync, type Plugin } from 'vite';
import type * as RouteTable from '../src/routes';
import { importAppModule } from './appModules.ts';

/** A `codeSplitting` group of Rolldown (what `rolldownOptions.output.codeSplitting.groups` takes). */
interface Group {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: boolean;
}

/** The shared code the tiers sort: libraries, and the ui and api-client packages. App modules stay per screen. */
const SHARED = /[\\/](node_modules|packages[\\/]ui[\\/]src|packages[\\/]api-client[\\/]src)[\\/]/;
const LIBRARY = /[\\/]node_modules[\\/]/;
/**
 * The app's own shared code (outside `features/`): the shell, the libraries of `lib/`, links, forms.
 * Features keep their modules per screen; dictionaries, the demo's bootstrap and the story harness stay
 * out.
 */
const APP_SHARED = /[\\/]packages[\\/]app[\\/]src[\\/](?!features[\\/]|i18n[\\/]locales[\\/]|bootstrap[\\/]|testing[\\/])/;
/** The sign-in feature's own shared modules (its query keys, its session helpers), with the rest of the sign-in tier. */
const SIGN_IN_FEATURE = /[\\/]packages[\\/]app[\\/]src[\\/]features[\\/]auth[\\/]/;
/** The route whose screen the first tier is made for: the first visit's screen, prerendered in index.html. */
const SIGN_IN_PATH = '/login';

/**
 * The signed-in tier's files, by what they hold (a module goes to the first that matches; each stays
 * under the 40 KB budget of a later chunk). The ui lei components are left out: they bring DOMPurify,
 * which only the leis screens need.
 */
const SIGNED_IN_FILES: readonly { name: string; test: RegExp }[] = [
  {
    name: 'radix',
    test: /[\\/]node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib)[\\/]/,
  },
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'ui', test: /[\\/]packages[\\/]ui[\\/]src[\\/](?!components[\\/]Lei)/ },
  { name: 'contract', test: /[\\/](packages[\\/]api-client[\\/]src|node_modules[\\/](ky|valibot|react-hook-form|@hookform))[\\/]/ },
];

/** What a module takes from another: some exports by name, or all of it (`null`). */
type Wanted = ReadonlySet<string> | null;

/** A module's imports and re-exports, by specifier (from oxc's module record). */
interface Links {
  /** What its own code imports from each specifier. */
  imports: Map<string, Wanted>;
  /** Its re-exports: exported name → where it comes from (`name: null`, a whole module as a namespace). */
  reexports: Map<string, { from: string; name: string | null }>;
  /** `export * from '…'` specifiers. */
  stars: string[];
}

function linksOf(id: string, code: string): Links {
  const { module } = parseSync(id.replace(/\?.*$/, ''), code);
  const imports = new Map<string, Set<string> | null>();
  const namespaces = new Map<string, string>();
  const want = (from: string, name: string | null) => {
    const current = imports.get(from);
    if (current === null) return;
    if (name === null) imports.set(from, null);
    else imports.set(from, new Set(current ?? []).add(name));
  };
  for (const statement of module.staticImports) {
    const from = statement.moduleRequest.value;
    if (!statement.entries.length) imports.set(from, imports.get(from) ?? new Set());
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      if (entry.importName.kind === 'NamespaceObject') namespaces.set(entry.localName.value, from);
      else want(from, entry.importName.kind === 'Default' ? 'default' : (entry.importName.name ?? null));
    }
  }
  const reexports = new Map<string, { from: string; name: string | null }>();
  const stars: string[] = [];
  const reexported = new Set<string>();
  for (const statement of module.staticExports) {
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      const exported = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name;
      const from = entry.moduleRequest?.value;
      if (from && entry.importName.kind === 'AllButDefault') stars.push(from);
      else if (from && exported)
        reexports.set(exported, { from, name: entry.importName.kind === 'Name' ? (entry.importName.name ?? null) : null });
      else if (entry.localName.name && namespaces.has(entry.localName.name) && exported) {
        // `import * as X from '…'; export { X }`: a re-export of the whole module, not a use of it.
        reexports.set(exported, { from: namespaces.get(entry.localName.name)!, name: null });
        reexported.add(entry.localName.name);
      }
    }
  }
  // A namespace imported for the module's own code (not only re-exported) takes the whole module.
  for (const [local, from] of namespaces) if (!reexported.has(local)) imports.set(from, null);
  return { imports, reexports, stars };
}

/**
 * How the shared code is cut into files. Left to itself, the bundler makes one file per distinct set of
 * importers: about a hundred small files for the dashboard, and a browser on HTTP/1.1 (six connections
 * to a host) fetches those a few at a time, a round trip each. The tiers make a few files instead:
 *
 * - the start-up's own modules stay where the bundler puts them (the entry and `start`);
 * - **sign-in**: the shared code the sign-in screen uses, in two files (`sign-in-libs` for libraries,
 *   `sign-in` for ui and the contract), so that screen downloads only what it needs;
 * - **signed-in**: the rest of the shared code, a file per kind (`SIGNED_IN_FILES`); the other public
 *   screens (sign-up, recovery) use these files too.
 *
 * The sign-in tier is computed from the module graph once it is built: what the `/login` route's chunks
 * (the route table's `routeChunks`) import, minus what the entry imports. It follows names through
 * re-exports, so importing one icon from `lucide-react` or `Slot` from `radix-ui` does not count the whole
 * package. A sign-in module imports only sign-in or start-up modules, so the sign-in files never import a
 * signed-in one (`generateBundle` checks it). A module in the wrong tier costs bytes, never correctness:
 * the size budget (`npm run test:build`) watches the sign-in screen's download.
 */
export function chunkTiers(): { plugin: Plugin; groups: Group[] } {
  const startUp = new Set<string>();
  const signInTier = new Set<string>();
  /** Modules something loads with `import()`: each stays the start of a chunk of its own. */
  const dynamicRoots = new Set<string>();
  let signInRoots: string[] = [];

  const plugin: Plugin = {
    name: 'portal-fiscal:chunk-tiers',
    apply: 'build',
    async buildStart() {
      const module = await importAppModule<typeof RouteTable>('routes.ts');
      const signIn = module.routeTable.find((route) => route.path === SIGN_IN_PATH);
      if (!signIn) this.error(`chunk tiers: no route ${SIGN_IN_PATH} in the route table`);
      signInRoots = module.routeChunks(signIn).map((chunk) => chunk.module);
    },
    async buildEnd() {
      const links = new Map<string, Links>();
      const resolved = new Map<string, string | null>();
      const resolve = async (from: string, importer: string) => {
        const key = `${importer}\0${from}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(from, importer))?.id ?? null);
        return resolved.get(key)!;
      };
      const linksFor = (id: string) => {
        let found = links.get(id);
        if (!found) {
          const code = this.getModuleInfo(id)?.code;
          found = code ? linksOf(id, code) : { imports: new Map(), reexports: new Map(), stars: [] };
          links.set(id, found);
        }
        return found;
      };

      /** Every module `roots` need, following only the exports each import takes. */
      const closure = async (roots: string[]) => {
        const reached = new Set<string>();
        const whole = new Set<string>();
        const names = new Map<string, Set<string>>();
        const queue: [string, Wanted][] = roots.map((id) => [id, null]);
        while (queue.length) {
          const [id, wanted] = queue.shift()!;
          if (whole.has(id)) continue;
          const seen = names.get(id) ?? new Set<string>();
          const fresh = wanted === null ? null : [...wanted].filter((name) => !seen.has(name));
          if (fresh && !fresh.length && reached.has(id)) continue;
          const first = !reached.has(id);
          reached.add(id);
          if (wanted === null) whole.add(id);
          else for (const name of wanted) seen.add(name);
          names.set(id, seen);
          const { imports, reexports, stars } = linksFor(id);
          // The module's own code runs once, whatever is taken from it: its imports come with it.
          if (first)
            for (const [from, taken] of imports) {
              const target = await resolve(from, id);
              if (target) queue.push([target, taken]);
            }
          const exported = fresh === null ? [...reexports.keys()] : fresh;
          for (const name of exported) {
            const reexport = reexports.get(name);
            if (reexport) {
              const target = await resolve(reexport.from, id);
              if (target) queue.push([target, reexport.name === null ? null : new Set([reexport.name])]);
            }
          }
          for (const from of stars) {
            const target = await resolve(from, id);
            if (!target) continue;
            if (fresh === null) queue.push([target, null]);
            else {
              const provided = fresh.filter((name) => !reexports.has(name) && (this.getModuleInfo(target)?.exports ?? []).includes(name));
              if (provided.length) queue.push([target, new Set(provided)]);
            }
          }
        }
        return reached;
      };

      const ids = [...this.getModuleIds()];
      dynamicRoots.clear();
      for (const id of ids) if (this.getModuleInfo(id)?.dynamicImporters.length) dynamicRoots.add(id);
      startUp.clear();
      for (const id of await closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry))) startUp.add(id);
      const roots = signInRoots.map((module) =>
        ids.find((id) =>
          id
            .replace(/\\/g, '/')
            .replace(/\.tsx?$/, '')
            .endsWith(`/src/${module}`),
        ),
      );
      const missing = roots.findIndex((id) => !id);
      if (missing >= 0) this.error(`chunk tiers: no module for the sign-in route's chunk ${signInRoots[missing]}`);
      signInTier.clear();
      for (const id of await closure(roots as string[])) if (!startUp.has(id)) signInTier.add(id);
    },
    generateBundle(_options, bundle) {
      const signedInFiles = new Set(SIGNED_IN_FILES.map(({ name }) => name));
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.name.startsWith('sign-in')) continue;
        const wrong = output.imports.filter((file) => {
          const imported = bundle[file];
          return imported?.type === 'chunk' && signedInFiles.has(imported.name);
        });
        if (wrong.length)
          this.error(
            `chunk tiers: the sign-in file ${output.fileName} imports the signed-in ${wrong.join(', ')}: a module the sign-in screen needs was not counted in its tier`,
          );
      }
    },
  };

  const shared = (id: string) => SHARED.test(id) && !startUp.has(id);
  const groups: Group[] = [
    {
      name: 'shell',
      test: (id) => APP_SHARED.test(id) && !startUp.has(id) && !signInTier.has(id) && !dynamicRoots.has(id),
      priority: 58,
      includeDependenciesRecursively: false,
    },
    {
      name: 'sign-in-libs',
      test: (id) => shared(id) && signInTier.has(id) && LIBRARY.test(id),
      priority: 60,
      includeDependenciesRecursively: false,
    },
    {
      name: 'sign-in',
      test: (id) =>
        signInTier.has(id) &&
        ((shared(id) && !LIBRARY.test(id)) || ((APP_SHARED.test(id) || SIGN_IN_FEATURE.test(id)) && !dynamicRoots.has(id))),
      priority: 59,
      includeDependenciesRecursively: false,
    },
    ...SIGNED_IN_FILES.map(({ name, test }, index) => ({
      name,
      test: (id: string) => shared(id) && !signInTier.has(id) && test.test(id),
      priority: 50 - index,
      includeDependenciesRecursively: false,
    })),
  ];
  return { plugin, groups };
}
