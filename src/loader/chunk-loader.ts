/**
 * Verified chunk loading for the script-tag build: no byte of a chunk runs before the browser
 * has checked it against the `sha384` the loader carries (docs/security.md). Engines differ in
 * which fetches they check, so there are two ways in, and each engine gets one it enforces:
 *
 * - `preload` (Blink, Gecko): each file is fetched through
 *   `<link rel="modulepreload" crossorigin="anonymous" integrity="sha384-…">`, and the chunk is
 *   imported only after every link fired `load`; the `import()` (and the chunk's own imports)
 *   are then served from the module map. Nothing here is a Trusted Types sink, so this works
 *   under `require-trusted-types-for 'script'` too.
 * - `script` (WebKit, and any engine not known to check a preload): WebKit fires `load` for a
 *   modulepreload whose bytes do not match and then runs them, but it checks
 *   `<script type="module" integrity>`. Each file enters the module map through a script
 *   element of its own, inserted only after every file it imports has loaded, so the module
 *   graph never fetches an import itself (it would do so without integrity). Assigning a
 *   script's `src` is a Trusted Types sink: under a policy that requires them, the loader asks
 *   for a `boxoffice` policy; where the page allows none, no chunk runs (the load rejects with
 *   an `UncheckableCode` error saying so, and the widget shows its notice).
 *
 * After an `error` nothing is imported (an `import()` after a failed check would fetch the file
 * again, unchecked); the load rejects and the widget shows its notice. The integrity values come
 * from the build (docs/architecture.md): the loader's table, and for a catalogue's purchase half
 * the value its first half carries.
 */
import {
  CATALOGUES,
  type Catalogues,
  type ChunkTable,
  type PurchaseHalf,
  unpackTable,
} from '../shared/chunk-table';
import type { ChunkModules, ChunkName, ChunkSource } from '../shared/contract';
import { UNCHECKABLE } from '../shared/log';

/** How a file reaches the module map checked: see the module comment. */
export type Way = 'preload' | 'script';

/**
 * The way this engine enforces. Only Blink and Gecko are known to check a modulepreload's
 * integrity; WebKit (`navigator.vendor` is Apple's on every WebKit browser, iOS's Chrome and
 * Firefox included, whose user agents carry `CriOS/`, `FxiOS/` rather than `Chrome/`,
 * `Firefox/`), engines we do not know, and engines without modulepreload (Firefox before 115
 * would fire neither `load` nor `error`) take the script element, which all of them check.
 */
export const wayOf = (
  nav: Pick<Navigator, 'userAgent' | 'vendor'>,
  preloads = document.createElement('link').relList.supports('modulepreload'),
): Way =>
  preloads &&
  nav.vendor !== 'Apple Computer, Inc.' &&
  /(Chrome|Chromium|Firefox)\/\d/.test(nav.userAgent)
    ? 'preload'
    : 'script';

/** Trusted Types as far as the loader uses them (absent in engines without them). */
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

/**
 * The Trusted Types script URL of a file, through a `boxoffice` policy that passes only the
 * files `ours` admits. The policy is made once, when first needed; where the page's
 * `trusted-types` directive does not list `boxoffice`, a plain URL still works wherever the
 * page does not require Trusted Types for scripts.
 */
function trustedScriptUrls(ours: (href: string) => boolean): (href: string) => unknown {
  let policy: { createScriptURL(url: string): unknown } | null | undefined;
  return (href) => {
    if (policy === undefined) {
      const types = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
      try {
        policy =
          types?.createPolicy('boxoffice', {
            createScriptURL: (candidate) => {
              if (!ours(candidate)) throw new TypeError(`not a BoxOffice chunk: ${candidate}`);
              return candidate;
            },
          }) ?? null;
      } catch {
        policy = null;
      }
    }
    return policy ? policy.createScriptURL(href) : href;
  };
}

/**
 * Adds the element that fetches `href` checked against `hash` (the way's: a modulepreload
 * link, or a module script whose URL `scriptUrl` makes); settles when the browser checked it.
 */
function fetchChecked(
  way: Way,
  href: string,
  hash: string,
  scriptUrl: (href: string) => unknown,
): Promise<unknown> {
  const element =
    way === 'preload' ? document.createElement('link') : document.createElement('script');
  element.crossOrigin = 'anonymous';
  element.integrity = `sha384-${hash}`;
  if (element instanceof HTMLLinkElement) {
    element.rel = 'modulepreload';
    element.href = href;
  } else {
    element.type = 'module';
    try {
      (element as { src: unknown }).src = scriptUrl(href);
    } catch {
      const refused = new Error(
        "this browser checks the widget's code only in a script element, and this page's Trusted Types policy forbids adding one: allow the boxoffice policy (trusted-types boxoffice)",
      );
      refused.name = UNCHECKABLE;
      return Promise.reject(refused);
    }
  }
  document.head.append(element);
  return new Promise((resolve, reject) => {
    // The module stays in the browser's module map: the element can go once it settled.
    element.onload = resolve;
    element.onerror = () => reject(new Error(`${href} did not load or failed its integrity check`));
  }).finally(() => element.remove());
}

/** A chunk source over the build's table, with files resolved against `base` (the loader's URL). */
export function verifiedChunks(
  table: ChunkTable,
  base: string,
  way: Way = wayOf(navigator),
  importer: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): ChunkSource {
  const loads = new Map<number, Promise<unknown>>();
  const modules = new Map<string, Promise<unknown>>();
  // The table's files as [name, sha384, ...imports], then any file loaded with the file and
  // hash another carried (a purchase half, a language's first half).
  const { files, named } = unpackTable(table);
  const url = (index: number) => new URL(files[index]?.[0] ?? '', base).href;
  const scriptUrl = trustedScriptUrls((href) => files.some((_, index) => url(index) === href));
  const fetchFile = (index: number, hash: string) => fetchChecked(way, url(index), hash, scriptUrl);

  /** Checks file `index` and everything it imports; settles when all of them have loaded. */
  const load = (index: number): Promise<unknown> => {
    let done = loads.get(index);
    if (!done) {
      const [, hash = '', ...imports] = files[index] ?? [];
      done =
        way === 'preload'
          ? Promise.all([fetchFile(index, hash), ...imports.map(load)])
          : imports.length > 0
            ? // A script runs its file: its imports must be in the module map first.
              Promise.all(imports.map(load)).then(() => fetchFile(index, hash))
            : fetchFile(index, hash);
      loads.set(index, done);
      // Not cached when it failed: a later mount may try again, through a new check.
      done.catch(() => loads.delete(index));
    }
    return done;
  };

  /** The module of file `index`, once it and its imports are checked. */
  const run = (index: number): Promise<unknown> => load(index).then(() => importer(url(index)));
  /** The module of chunk `name`, loaded once (again after a failure). */
  const once = (name: string, start: () => Promise<unknown>): Promise<unknown> => {
    let module = modules.get(name);
    if (!module) {
      module = start();
      modules.set(name, module);
      module.catch(() => modules.delete(name));
    }
    return module;
  };
  /**
   * Chunk `name`: a file of the table (asked for at once), a purchase half with the file and
   * hash its first half carries, or a language's first half with those `CATALOGUES` gives.
   */
  const start = (name: string, half?: PurchaseHalf): Promise<unknown> => {
    // A name the table lists always loads with the table's hash.
    const index = named.get(name) ?? (half && files.push(half) - 1);
    if (index !== undefined) return run(index);
    const place = table.languages.indexOf(name);
    if (place < 0) return Promise.reject(new Error(`no chunk named ${name}`));
    // Checked against the hash the loader carries, the list names the language's file and hash.
    return once(CATALOGUES, () => start(CATALOGUES)).then((list) => {
      const first = (list as Catalogues).files[place];
      return first ? run(files.push(first) - 1) : Promise.reject(new Error(`no file for ${name}`));
    });
  };

  return {
    languages: ['en', ...table.languages],
    // A language's file is asked for in a reaction to this promise made before (`start`).
    listing: () => modules.get(CATALOGUES),
    load<K extends ChunkName>(name: K, half?: PurchaseHalf): Promise<ChunkModules[K]> {
      // The module the registry names `name`: the build put it at this place of the table, or
      // of the catalogues' list.
      return once(name, () => start(name, half)) as Promise<ChunkModules[K]>;
    },
  };
}
