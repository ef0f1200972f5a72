import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChunkName, ChunkSource } from '../shared/contract';
import { attributeInput } from './options';
import { loadEarly } from './script-tag';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The chunks a script tag with `attributes` asks for before its options are read. */
function early(attributes: Record<string, string>): ChunkName[] {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  const loads: ChunkName[] = [];
  const chunks: ChunkSource = {
    languages: ['en'],
    load: ((name: ChunkName) => {
      loads.push(name);
      return Promise.reject(new Error('not in this test'));
    }) as ChunkSource['load'],
  };
  loadEarly(attributeInput(script, 'script'), {
    scriptUrl: 'https://cdn.boxoffice.test/boxoffice.js',
    chunks,
  });
  return loads;
}

describe('the chunk a script tag asks for before its options are read', () => {
  it('is the one its mount plan names, whatever else the tag says', () => {
    expect(early({ 'data-event': 'summer-fest', 'data-key': 'pk_test_demo' })).toEqual(['app']);
    expect(early({ 'data-event': ' summer-fest ', 'data-mode': 'inline' })).toEqual(['app']);
    // Without an event the widget lists the key's events.
    expect(early({ 'data-key': 'pk_test_demo' })).toEqual(['list']);
    expect(early({ 'data-event': ' ', 'data-key': 'pk_test_demo' })).toEqual(['list']);
    expect(early({ 'data-event': 'summer-fest', 'data-mode': 'iframe' })).toEqual(['frame-parent']);
  });

  it("is none for the buy button, whose code waits for the buyer's interest", () => {
    expect(early({ 'data-event': 'summer-fest', 'data-mode': 'button' })).toEqual([]);
    // A trigger implies button mode.
    expect(early({ 'data-event': 'summer-fest', 'data-trigger': '.buy' })).toEqual([]);
  });

  it('is none when the attributes that choose it are wrong: the widget reports them', () => {
    expect(early({ 'data-event': 'summer-fest', 'data-mode': 'popup' })).toEqual([]);
    expect(early({ 'data-event': 'summer fest', 'data-key': 'pk_test_demo' })).toEqual([]);
  });
});
