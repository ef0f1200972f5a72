// Unit tests of scripts/bench/pages.mjs (`npm run test:scripts`, node's test runner): the host
// pages' tags, the event list's page size and requests, and the list floor's script.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { runInNewContext } from 'node:vm';
import {
  EVENT,
  FLOOR_LIST_JS,
  hostPage,
  KEY,
  listLimitsIn,
  pageSizeIn,
  tagData,
} from './pages.mjs';

/** The script tag of a host page. */
const tagOf = (html) => /<script async [^>]*><\/script>/.exec(html)?.[0];

describe('tagData and hostPage', () => {
  test('the event view: both tags name the event; mode and lang on the widget only', () => {
    assert.deepEqual(tagData(), {
      widget: { event: EVENT, key: KEY, mode: null, lang: null },
      floor: { event: EVENT, key: KEY, limit: null },
    });
    const { widget, floor } = tagData({ mode: 'iframe', lang: 'de' });
    assert.equal(
      tagOf(hostPage('http://cdn', 'boxoffice.js', widget)),
      `<script async src="http://cdn/boxoffice.js" data-event="${EVENT}" data-key="${KEY}" data-mode="iframe" data-lang="de"></script>`,
    );
    assert.equal(
      tagOf(hostPage('http://cdn', '__bench/floor.js', floor)),
      `<script async src="http://cdn/__bench/floor.js" data-event="${EVENT}" data-key="${KEY}"></script>`,
    );
  });
  test('the event list: no data-event; the floor gets the page size as data-limit', () => {
    const { widget, floor } = tagData({ lang: 'ar', listLimit: 10 });
    const w = tagOf(hostPage('http://cdn', 'b/boxoffice.js', widget));
    assert.equal(
      w,
      `<script async src="http://cdn/b/boxoffice.js" data-key="${KEY}" data-lang="ar"></script>`,
    );
    assert.doesNotMatch(w, /data-event/);
    assert.equal(
      tagOf(hostPage('http://cdn', '__bench/floor-list.js', floor)),
      `<script async src="http://cdn/__bench/floor-list.js" data-key="${KEY}" data-limit="10"></script>`,
    );
  });
});

describe('pageSizeIn', () => {
  test('reads EVENTS_PAGE_SIZE from the source that declares it', () => {
    assert.equal(pageSizeIn('/** x */\nexport const EVENTS_PAGE_SIZE = 12;\n'), 12);
    assert.equal(pageSizeIn('export const EVENTS_PAGE_SIZE=3;'), 3);
  });
  test('is null when the source declares none, or no whole number ≥ 1', () => {
    for (const source of [
      '',
      'export const PAGE_SIZE = 10;',
      '// export const EVENTS_PAGE_SIZE = 10;',
      'export const EVENTS_PAGE_SIZE = 0;',
      'export const EVENTS_PAGE_SIZE = SIZE;',
    ])
      assert.equal(pageSizeIn(source), null, source);
  });
  test("finds the widget's page size in src/shared/endpoint.ts", () => {
    const source = readFileSync(new URL('../../src/shared/endpoint.ts', import.meta.url), 'utf8');
    const n = pageSizeIn(source);
    assert.ok(Number.isInteger(n) && n >= 1, `got ${n}`);
  });
});

describe('listLimitsIn', () => {
  test('gives the limit of each event-list request, in order, and nothing else', () => {
    assert.deepEqual(
      listLimitsIn([
        'http://localhost:1/boxoffice.js',
        'http://localhost:1/api/v1/sell/config',
        'http://localhost:1/api/v1/sell/events?limit=10',
        'http://localhost:1/api/v1/sell/events/summer-fest',
        'http://localhost:1/api/v1/sell/events?limit=10&cursor=abc',
        'http://localhost:1/api/v1/sell/events',
      ]),
      [10, 10, null],
    );
    assert.deepEqual(listLimitsIn([]), []);
  });
});

/**
 * Runs FLOOR_LIST_JS against a stub DOM whose script tag has `dataset`, and a fetch that
 * answers `page`. Resolves to { root, requests } once the answer has been rendered.
 */
async function runListFloor(dataset, page) {
  const make = (tag) => {
    const node = { tag, textContent: '', className: '', children: [] };
    node.append = (...kids) => node.children.push(...kids);
    node.replaceChildren = (...kids) => {
      node.children = kids;
    };
    return node;
  };
  let root = null;
  const requests = [];
  const script = {
    dataset,
    src: 'http://localhost:5/__bench/floor-list.js',
    after: (node) => {
      root = node;
    },
  };
  const document = { currentScript: script, createElement: make };
  const fetch = async (url, init) => {
    requests.push({ url: String(url), init });
    return { json: async () => page };
  };
  runInNewContext(FLOOR_LIST_JS, { document, fetch, URL, Intl, Date });
  for (let i = 0; i < 10; i++) await new Promise((done) => setImmediate(done));
  return { root, requests };
}

describe('FLOOR_LIST_JS', () => {
  test('asks for the first page with the key and renders a row per event', async () => {
    const page = {
      data: [
        { title: 'New Year Opera Gala', startsAt: '2027-01-01T19:00' },
        { title: 'Tokyo Jazz Night', startsAt: '2027-03-05T19:30+09:00' },
      ],
      nextCursor: 'x',
    };
    const { root, requests } = await runListFloor({ key: 'pk_test_demo', limit: '10' }, page);
    assert.equal(requests.length, 1);
    assert.equal(requests[0].url, 'http://localhost:5/api/v1/sell/events?limit=10');
    assert.deepEqual({ ...requests[0].init.headers }, { 'X-Sell-Key': 'pk_test_demo' });
    const [heading, list] = root.children;
    assert.equal(heading.tag, 'h3');
    const rows = list.children;
    assert.equal(rows.length, 2);
    for (const [i, row] of rows.entries()) {
      assert.equal(row.tag, 'li');
      assert.equal(row.className, 'floor-event');
      const [title, date, button] = row.children;
      assert.equal(title.className, 'floor-event__title');
      assert.equal(title.textContent, page.data[i].title);
      assert.equal(button.tag, 'button');
      assert.ok(button.textContent.trim() !== '');
      assert.match(date.textContent, /2027/);
    }
    // The wall time the API gives, whatever the zone.
    assert.match(rows[0].children[1].textContent, /Jan 1, 2027.*7:00/);
    assert.match(rows[1].children[1].textContent, /Mar 5, 2027.*7:30/);
  });
});
