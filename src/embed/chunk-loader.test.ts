// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type ChunkTable, languagesOf, verifiedChunks } from './chunk-loader';

afterEach(() => document.head.replaceChildren());

const HASH = (c: string) => c.repeat(64);
/** `app` imports `core`; `de` imports nothing. */
const table: ChunkTable = {
  files: [
    ['core', HASH('A')],
    ['app', HASH('B'), 0],
    ['de', `+/${HASH('C').slice(2)}`],
  ],
  chunks: { app: 1, de: 2 },
};
const base = 'https://cdn.boxoffice.test/v2/boxoffice.js';
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')];
const settle = (link: HTMLLinkElement | undefined, how: 'onload' | 'onerror') =>
  link?.[how]?.(new Event(how.slice(2)));

describe('verifiedChunks', () => {
  it("preloads the chunk and every file it imports, each with its sha384, from the loader's folder", () => {
    const source = verifiedChunks(table, base);
    void source.load('app').catch(() => {});
    expect(links().map((l) => [l.rel, l.crossOrigin, l.integrity, l.href])).toEqual([
      [
        'modulepreload',
        'anonymous',
        `sha384-${HASH('B')}`,
        'https://cdn.boxoffice.test/v2/bo-app-BBBBBBBB.js',
      ],
      [
        'modulepreload',
        'anonymous',
        `sha384-${HASH('A')}`,
        'https://cdn.boxoffice.test/v2/bo-core-AAAAAAAA.js',
      ],
    ]);
  });

  it('names a file by its hash, URL-safe', () => {
    void verifiedChunks(table, base)
      .load('de')
      .catch(() => {});
    expect(links()[0]?.href).toBe('https://cdn.boxoffice.test/v2/bo-de--_CCCCCC.js');
  });

  it('imports nothing while a file is still loading, and never after a failed check', async () => {
    const source = verifiedChunks(table, base);
    let outcome = 'pending';
    source.load('app').then(
      () => {
        outcome = 'imported';
      },
      (error: Error) => {
        outcome = error.message;
      },
    );
    const [app, core] = links();
    settle(app, 'onload');
    await new Promise((r) => setTimeout(r, 10));
    expect(outcome).toBe('pending');
    settle(core, 'onerror');
    await new Promise((r) => setTimeout(r, 10));
    // Rejected by the check, not by an import of the file (which would have fetched it unchecked).
    expect(outcome).toMatch(/bo-core-AAAAAAAA\.js did not load or failed its integrity check/);
    expect(links()).toEqual([]);
  });

  it('imports once every file has loaded', async () => {
    const source = verifiedChunks(table, base);
    let outcome = 'pending';
    source.load('app').then(
      () => {
        outcome = 'imported';
      },
      (error: Error) => {
        outcome = `import failed: ${error.message}`;
      },
    );
    for (const link of links()) settle(link, 'onload');
    // The test environment cannot import from the CDN: the attempt itself is what counts.
    await new Promise((r) => setTimeout(r, 50));
    expect(outcome).not.toBe('pending');
    expect(outcome).not.toMatch(/integrity check/);
  });

  it('shares one load between callers, and lets a later mount try a failed one again', async () => {
    const source = verifiedChunks(table, base);
    const first = source.load('de');
    expect(source.load('de')).toBe(first);
    first.catch(() => {});
    settle(links()[0], 'onerror');
    await expect(first).rejects.toThrow(/integrity/);
    void source.load('de').catch(() => {});
    expect(links()).toHaveLength(1);
  });

  it("checks a file the table does not list against the hash its caller got; a listed one only against the table's", () => {
    const source = verifiedChunks(table, base);
    void source.load('de-purchase', HASH('D')).catch(() => {});
    void source.load('de', HASH('E')).catch(() => {});
    expect(links().map((l) => [l.integrity, l.href])).toEqual([
      [`sha384-${HASH('D')}`, 'https://cdn.boxoffice.test/v2/bo-de-purchase-DDDDDDDD.js'],
      [
        `sha384-${HASH('C').replace(/^CC/, '+/')}`,
        'https://cdn.boxoffice.test/v2/bo-de--_CCCCCC.js',
      ],
    ]);
  });

  it('rejects a file the table does not list when no hash comes with it', async () => {
    await expect(verifiedChunks(table, base).load('de-purchase')).rejects.toThrow(
      /no chunk named de-purchase/,
    );
    expect(links()).toEqual([]);
  });

  it('rejects an unknown name, and lists English and the language chunks', async () => {
    const source = verifiedChunks(table, base);
    await expect(source.load('nope' as 'app')).rejects.toThrow(/no chunk named nope/);
    expect(source.languages).toEqual(['en', 'de']);
    expect(languagesOf(['app', 'list', 'purchase', 'de', 'fr', 'frame-child'])).toEqual([
      'en',
      'de',
      'fr',
    ]);
  });
});
