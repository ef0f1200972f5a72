// @vitest-environment happy-dom
/**
 * What the embed layer paints itself carries the language and direction its text is in: the
 * loader's placeholder, the buy button, the notices, the button's dialog and the iframe
 * page; the host page's own `lang` and `dir` stay as they were.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '../model/testing/fake-fetch';
import { config, paidEvent } from '../model/testing/fixtures';
import { CHUNKS } from '../registry';
import type { ChunkName, ChunkSource } from '../shared/contract';
import { showNotice } from './notice';
import { paintPlaceholder } from './placeholder';
import { createWidget } from './widget';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Chunks whose mode chunk never arrives; `ar` (or no language) as the catalogue. */
function chunks(language: 'ar' | 'broken'): ChunkSource {
  return {
    languages: ['en', 'ar'],
    load: ((name: ChunkName) =>
      name === 'ar' && language === 'ar'
        ? CHUNKS.ar()
        : name === 'ar'
          ? Promise.reject(new Error('integrity'))
          : new Promise(() => {})) as ChunkSource['load'],
  };
}

/** A widget in `mode`, in Arabic, on an English page (`<html lang="en" dir="ltr">`). */
function arabicWidget(mode: 'inline' | 'button', language: 'ar' | 'broken') {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  vi.stubGlobal('fetch', fake.fetch);
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
  const host = document.createElement('div');
  document.body.append(host);
  const widget = createWidget(host, host, 'element', {
    scriptUrl: 'https://cdn.boxoffice.test/boxoffice.js',
    chunks: chunks(language),
  });
  widget.apply({ key: 'pk_test_demo', event: 'summer-fest', lang: 'ar', mode });
  return { widget, root: host.shadowRoot as ShadowRoot };
}

const langDir = (el: Element | null | undefined) => [
  el?.getAttribute('lang'),
  el?.getAttribute('dir'),
];

describe('the loader’s own paint', () => {
  it('the placeholder root and a notice are right to left in Arabic and Hebrew', () => {
    const painted = (lang: string, view: 'event' | 'list') => {
      const root = document.createElement('div');
      paintPlaceholder(root, document.createElement('div'), lang, view);
      return root.firstElementChild;
    };
    expect(langDir(painted('ar', 'event'))).toEqual(['ar', 'rtl']);
    expect(langDir(painted('he', 'list'))).toEqual(['he', 'rtl']);
    expect(langDir(painted('de', 'event'))).toEqual(['de', 'ltr']);
    const root = document.createElement('div');
    showNotice(root, 'x', 'he');
    expect(langDir(root.firstElementChild)).toEqual(['he', 'rtl']);
    showNotice(root, 'x', 'en');
    expect(langDir(root.firstElementChild)).toEqual(['en', 'ltr']);
  });

  it('an Arabic placeholder is right to left; the page keeps its own lang and dir', async () => {
    const { widget, root } = arabicWidget('inline', 'ar');
    expect(langDir(root.querySelector('.bo'))).toEqual(['ar', 'rtl']);
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toBeTruthy());
    expect(langDir(document.documentElement)).toEqual(['en', 'ltr']);
    widget.stop();
  });

  it('when Arabic fails to load, the placeholder says English, left to right', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { widget, root } = arabicWidget('inline', 'broken');
    await vi.waitFor(() => expect(langDir(root.querySelector('.bo'))).toEqual(['en', 'ltr']));
    widget.stop();
  });

  it('the buy button is marked with the language and direction of its label', async () => {
    const { widget, root } = arabicWidget('button', 'ar');
    await vi.waitFor(() => expect(root.querySelector('.bo-buy')?.textContent).toBe('شراء التذاكر'));
    expect(langDir(root.querySelector('.bo-buy'))).toEqual(['ar', 'rtl']);
    expect(langDir(document.documentElement)).toEqual(['en', 'ltr']);
    widget.stop();
  });

  it('a notice for a bad option is in the page’s language when it has one, with its direction', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    document.body.append(host);
    const widget = createWidget(host, host, 'element', {
      scriptUrl: 'https://cdn.boxoffice.test/boxoffice.js',
      chunks: chunks('ar'),
    });
    widget.apply({ key: 'pk_test_demo', lang: 'ar', accent: 'red' });
    const root = host.shadowRoot as ShadowRoot;
    await vi.waitFor(() => expect(root.querySelector('.bo-notice')).toBeTruthy());
    expect(langDir(root.querySelector('.bo-notice'))).toEqual(['ar', 'rtl']);
    widget.stop();
  });
});
