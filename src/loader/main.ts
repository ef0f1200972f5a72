/**
 * The loader, `dist/boxoffice.js`: a small classic script (no framework) that integrators
 * pin with `integrity`. Running, it defines `window.BoxOffice` ({ mount, version }) and
 * `<box-office>`, mounts the widget its script tag describes, or, inside our hosted
 * `embed.html`, the framed widget. Everything else arrives as verified chunks from this
 * script's own folder (docs/architecture.md).
 */
import { version } from '../../package.json';
import type { ChunkTable } from '../shared/chunk-table';
import { guard } from '../shared/log';
import type { MountFn } from '../shared/public-types';
import { verifiedChunks } from './chunk-loader';
import { defineBoxOfficeElement } from './element';
import { createMount } from './mount-api';
import { attributeInput } from './options';
import { loadEarly, mountFromScript } from './script-tag';
import { createWidget, type LoaderPage } from './widget';

/** The chunk files and their sha384, written in by the build (`scripts/build.mjs`). */
declare const __BOXOFFICE_CHUNKS__: ChunkTable;

declare global {
  interface Window {
    /** The JS API (the loader's exports). */
    BoxOffice?: { mount: MountFn; version: string };
  }
}

// Captured synchronously: `currentScript` is only set while this script first runs (async too).
const script = document.currentScript;
const tag = script instanceof HTMLScriptElement ? script : null;
const scriptUrl = tag?.src || null;
const page: LoaderPage = {
  scriptUrl,
  chunks: verifiedChunks(__BOXOFFICE_CHUNKS__, scriptUrl ?? location.href),
};

/** `BoxOffice.mount(target, options)`; `api` defaults to the origin of this script. */
export const mount: MountFn = createMount(page);
/** `BoxOffice.version`: the package version. */
export { version };

guard('starting', () => {
  if (tag?.hasAttribute('data-boxoffice-frame')) {
    // Inside embed.html: the options are the page's query (see frame-parent.ts).
    const query = new URLSearchParams(location.search);
    const host = document.createElement('div');
    document.body.append(host);
    createWidget(host, host, 'frame', page).apply(Object.fromEntries(query));
    return;
  }
  // A script tag with no option attribute only loads the API and the element. Its widget
  // starts first: its chunk and requests are on the way before the element is even defined.
  const input = tag && attributeInput(tag, 'script');
  if (tag && input && Object.keys(input).length > 0) {
    loadEarly(input, page);
    mountFromScript(tag, input, page);
  }
  defineBoxOfficeElement(page);
});
