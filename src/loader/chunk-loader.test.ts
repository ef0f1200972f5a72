// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChunkTable } from '../shared/chunk-table';
import { loadFailure, UNCHECKABLE } from '../shared/log';
import { verifiedChunks, wayOf } from './chunk-loader';

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

/** A sha384 as the table spells it: 64 base64 characters (48 bytes need no padding). */
const HASH = (c: string) => c.repeat(64);
/**
 * The chunk `app`, which imports `core`, and the catalogues' list, which names the language
 * `de`'s first half (`bo-de-Cc_-3x.js`, imports nothing): `bo-app-Bb2x-9.js`,
 * `bo-catalogues-Ll1xyz.js` and `bo-core-Aa1xyz.js`.
 */
const table: ChunkTable = {
  files: [[`${HASH('B')}Bb2x-9`, 2], [`${HASH('L')}Ll1xyz`], [`${HASH('A')}core-Aa1xyz`]],
  languages: ['de'],
  chunks: ['app', 'catalogues'],
};
/** The de first half's file and sha384, as the catalogues' list names it. */
const DE: [string, string] = ['bo-de-Cc_-3x.js', `+/${HASH('C').slice(2)}`];
/** An import that finds the catalogues' list (the test environment cannot import from the CDN). */
const importing = (url: string): Promise<unknown> =>
  url.endsWith('/bo-catalogues-Ll1xyz.js')
    ? Promise.resolve({ files: [DE] })
    : Promise.reject(new Error(`cannot import ${url} here`));
/** Lets every pending promise and timer of the load settle. */
const flush = () => new Promise((r) => setTimeout(r, 0));
const base = 'https://cdn.boxoffice.test/v2/boxoffice.js';
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')];
const settle = (link: HTMLLinkElement | undefined, how: 'onload' | 'onerror') =>
  link?.[how]?.(new Event(how.slice(2)));

describe('verifiedChunks, preload way (Blink, Gecko)', () => {
  it("preloads the chunk and every file it imports, each with its sha384, from the loader's folder", () => {
    const source = verifiedChunks(table, base, 'preload');
    void source.load('app').catch(() => {});
    expect(links().map((l) => [l.rel, l.crossOrigin, l.integrity, l.href])).toEqual([
      [
        'modulepreload',
        'anonymous',
        `sha384-${HASH('B')}`,
        'https://cdn.boxoffice.test/v2/bo-app-Bb2x-9.js',
      ],
      [
        'modulepreload',
        'anonymous',
        `sha384-${HASH('A')}`,
        'https://cdn.boxoffice.test/v2/bo-core-Aa1xyz.js',
      ],
    ]);
  });

  it('fetches each file by the name the build gave it, from the folder of the loader', () => {
    void verifiedChunks(table, 'https://cdn.boxoffice.test/v2/', 'preload')
      .load('app')
      .catch(() => {});
    expect(links()[0]?.href).toBe('https://cdn.boxoffice.test/v2/bo-app-Bb2x-9.js');
  });

  it("loads a language's file as the catalogues' list names it, the list checked by the loader's hash", async () => {
    const source = verifiedChunks(table, base, 'preload', importing);
    void source.load('de').catch(() => {});
    expect(links().map((l) => [l.integrity, l.href])).toEqual([
      [`sha384-${HASH('L')}`, 'https://cdn.boxoffice.test/v2/bo-catalogues-Ll1xyz.js'],
    ]);
    settle(links()[0], 'onload');
    await flush();
    expect(links().map((l) => [l.integrity, l.href])).toEqual([
      [`sha384-${DE[1]}`, 'https://cdn.boxoffice.test/v2/bo-de-Cc_-3x.js'],
    ]);
  });

  it("gives the catalogues' list while a language waits for it, settled once the file is asked for", async () => {
    const source = verifiedChunks(table, base, 'preload', importing);
    // An English page asks for no list: nothing to wait for.
    void source.load('app').catch(() => {});
    expect(source.listing?.()).toBeUndefined();
    void source.load('de').catch(() => {});
    const listing = source.listing?.();
    expect(listing).toBeInstanceOf(Promise);
    const asked: string[] = [];
    void listing?.then(() => asked.push(...links().map((l) => l.href)));
    settle(
      links().find((l) => l.href.includes('catalogues')),
      'onload',
    );
    await flush();
    expect(asked).toContain('https://cdn.boxoffice.test/v2/bo-de-Cc_-3x.js');
  });

  it('loads no language file when the list fails its check', async () => {
    const source = verifiedChunks(table, base, 'preload', importing);
    const de = source.load('de');
    settle(links()[0], 'onerror');
    await expect(de).rejects.toThrow(
      /bo-catalogues-Ll1xyz\.js did not load or failed its integrity check/,
    );
    expect(links()).toEqual([]);
  });

  it('imports nothing while a file is still loading, and never after a failed check', async () => {
    const imported: string[] = [];
    const source = verifiedChunks(table, base, 'preload', (url) => {
      imported.push(url);
      return Promise.resolve({});
    });
    const loading = source.load('app');
    const [app, core] = links();
    settle(app, 'onload');
    // Every promise the load holds has settled: it waits for `core`, and imported nothing.
    await flush();
    expect(imported).toEqual([]);
    settle(core, 'onerror');
    // Rejected by the check, not by an import of the file (which would have fetched it unchecked).
    await expect(loading).rejects.toThrow(
      /bo-core-Aa1xyz\.js did not load or failed its integrity check/,
    );
    expect(imported).toEqual([]);
    expect(links()).toEqual([]);
  });

  it('imports once every file has loaded', async () => {
    const imported: string[] = [];
    const module = { mount: () => {} };
    const source = verifiedChunks(table, base, 'preload', (url) => {
      imported.push(url);
      return Promise.resolve(module);
    });
    const loading = source.load('app');
    for (const link of links()) settle(link, 'onload');
    await expect(loading).resolves.toBe(module);
    expect(imported).toEqual(['https://cdn.boxoffice.test/v2/bo-app-Bb2x-9.js']);
  });

  it('shares one load between callers, and lets a later mount try a failed one again', async () => {
    const source = verifiedChunks(table, base, 'preload');
    const first = source.load('catalogues' as 'app');
    expect(source.load('catalogues' as 'app')).toBe(first);
    first.catch(() => {});
    settle(links()[0], 'onerror');
    await expect(first).rejects.toThrow(/integrity/);
    void source.load('catalogues' as 'app').catch(() => {});
    expect(links()).toHaveLength(1);
  });

  it("checks a purchase half the table does not list by the file and hash its first half carries; a listed chunk only by the table's", () => {
    const source = verifiedChunks(table, base, 'preload');
    void source.load('de-purchase', ['bo-de-purchase-Dd4x_y.js', HASH('D')]).catch(() => {});
    void source.load('app', ['bo-evil.js', HASH('E')]).catch(() => {});
    expect(links().map((l) => [l.integrity, l.href])).toEqual([
      [`sha384-${HASH('D')}`, 'https://cdn.boxoffice.test/v2/bo-de-purchase-Dd4x_y.js'],
      [`sha384-${HASH('B')}`, 'https://cdn.boxoffice.test/v2/bo-app-Bb2x-9.js'],
      [`sha384-${HASH('A')}`, 'https://cdn.boxoffice.test/v2/bo-core-Aa1xyz.js'],
    ]);
  });

  it('rejects a file the table does not list when its file and hash do not come with it', async () => {
    await expect(verifiedChunks(table, base, 'preload').load('de-purchase')).rejects.toThrow(
      /no chunk named de-purchase/,
    );
    expect(links()).toEqual([]);
  });

  it('rejects an unknown name, and lists English and the languages of the table', async () => {
    const source = verifiedChunks(table, base, 'preload');
    await expect(source.load('nope' as 'app')).rejects.toThrow(/no chunk named nope/);
    expect(source.languages).toEqual(['en', 'de']);
  });

  it('takes any tag the build lists as a language: regional, three-letter', async () => {
    const tags: ChunkTable = {
      files: [[`${HASH('B')}Bb2x-9`], [`${HASH('L')}Ll1xyz`]],
      languages: ['pt-BR', 'fil'],
      chunks: ['app', 'catalogues'],
    };
    const list = {
      files: [
        ['bo-pt-BR-Pp1xyz.js', HASH('P')],
        ['bo-fil-Ff1xyz.js', HASH('F')],
      ],
    };
    const source = verifiedChunks(tags, base, 'preload', () => Promise.resolve(list));
    expect(source.languages).toEqual(['en', 'pt-BR', 'fil']);
    // Names no chunk of this repository has: the types know only the registry's.
    for (const name of ['pt-BR', 'fil']) void source.load(name as 'de').catch(() => {});
    settle(links()[0], 'onload');
    await flush();
    void source
      .load('fil-purchase' as 'de-purchase', ['bo-fil-purchase-Gg1xyz.js', HASH('G')])
      .catch(() => {});
    expect(links().map((l) => [l.integrity, l.href])).toEqual([
      [`sha384-${HASH('P')}`, 'https://cdn.boxoffice.test/v2/bo-pt-BR-Pp1xyz.js'],
      [`sha384-${HASH('F')}`, 'https://cdn.boxoffice.test/v2/bo-fil-Ff1xyz.js'],
      [`sha384-${HASH('G')}`, 'https://cdn.boxoffice.test/v2/bo-fil-purchase-Gg1xyz.js'],
    ]);
  });
});

describe('verifiedChunks, script way (WebKit and engines not known to check a preload)', () => {
  // happy-dom would load a connected script itself (and fail): keep them out of the document.
  let added: HTMLScriptElement[] = [];
  const scripts = () => added.filter((s) => !s.dataset.settled);
  const settleScript = (script: HTMLScriptElement | undefined, how: 'onload' | 'onerror') => {
    if (script) script.dataset.settled = how;
    script?.[how]?.(new Event(how.slice(2)));
  };
  beforeEach(() => {
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...nodes.filter((n) => n instanceof HTMLScriptElement));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a checked module script per file, an imported file first, its importer only once it loaded', async () => {
    const source = verifiedChunks(table, base, 'script');
    void source.load('app').catch(() => {});
    // `app` imports `core`: a script would fetch `core` itself, unchecked, if `core` were not loaded yet.
    expect(scripts().map((s) => [s.type, s.crossOrigin, s.integrity, s.src])).toEqual([
      [
        'module',
        'anonymous',
        `sha384-${HASH('A')}`,
        'https://cdn.boxoffice.test/v2/bo-core-Aa1xyz.js',
      ],
    ]);
    expect(links()).toEqual([]);
    settleScript(scripts()[0], 'onload');
    await flush();
    expect(scripts().map((s) => [s.integrity, s.src])).toEqual([
      [`sha384-${HASH('B')}`, 'https://cdn.boxoffice.test/v2/bo-app-Bb2x-9.js'],
    ]);
  });

  it('never adds the importer, nor imports, after a file failed its check', async () => {
    const source = verifiedChunks(table, base, 'script');
    const loading = source.load('app');
    settleScript(scripts()[0], 'onerror');
    await expect(loading).rejects.toThrow(
      /bo-core-Aa1xyz\.js did not load or failed its integrity check/,
    );
    expect(scripts()).toEqual([]);
  });

  it('asks Trusted Types for a boxoffice policy that passes only its own files', async () => {
    const made: { name: string; createScriptURL(url: string): string }[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
        made.push({ name, ...rules });
        return { createScriptURL: (url: string) => rules.createScriptURL(url) };
      },
    });
    const source = verifiedChunks(table, base, 'script');
    void source.load('catalogues' as 'app').catch(() => {});
    expect(made.map((p) => p.name)).toEqual(['boxoffice']);
    expect(scripts()[0]?.src).toBe('https://cdn.boxoffice.test/v2/bo-catalogues-Ll1xyz.js');
    expect(() => made[0]?.createScriptURL('https://evil.test/x.js')).toThrow(
      /not a BoxOffice chunk/,
    );
  });

  it('refuses to run anything when the page forbids both the policy and a plain script URL', async () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw new TypeError('Policy "boxoffice" disallowed');
      },
    });
    const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src');
    Object.defineProperty(HTMLScriptElement.prototype, 'src', {
      configurable: true,
      set() {
        throw new TypeError('This document requires TrustedScriptURL assignment');
      },
    });
    try {
      const loading = verifiedChunks(table, base, 'script').load('de');
      const error = await loading.then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.name).toBe(UNCHECKABLE);
      expect(scripts()).toEqual([]);
      expect(loadFailure("The widget's code", error)).toMatch(
        /^The widget's code did not run: .*Trusted Types.*trusted-types boxoffice/,
      );
    } finally {
      if (src) Object.defineProperty(HTMLScriptElement.prototype, 'src', src);
    }
  });
});

describe('wayOf', () => {
  it('preloads only where the engine checks a preload (Blink, Gecko); WebKit and unknown engines use scripts', () => {
    const apple = 'Apple Computer, Inc.';
    const cases: [string, string, string][] = [
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        'Google Inc.',
        'preload',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
        'Google Inc.',
        'preload',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0', '', 'preload'],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
        apple,
        'script',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1',
        apple,
        'script',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/130.0 Mobile/15E148 Safari/605.1.15',
        apple,
        'script',
      ],
      [
        'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Chrome/156.0 Safari/605.1.15',
        apple,
        'script',
      ],
      ['SomeNewEngine/1.0', '', 'script'],
    ];
    expect(cases.map(([userAgent, vendor]) => wayOf({ userAgent, vendor }, true))).toEqual(
      cases.map((c) => c[2]),
    );
  });

  it('uses scripts where the engine has no modulepreload (a preload would never settle)', () => {
    const firefox114 = 'Mozilla/5.0 (X11; Linux x86_64; rv:114.0) Gecko/20100101 Firefox/114.0';
    expect(wayOf({ userAgent: firefox114, vendor: '' }, false)).toBe('script');
  });
});

describe('loadFailure', () => {
  it('tells a deploy problem to serve dist/ whole', () => {
    expect(loadFailure('The purchase code', new Error('x.js did not load'))).toBe(
      'The purchase code did not load (Error: x.js did not load). Serve the whole dist/ folder, unchanged, next to boxoffice.js.',
    );
  });
});
