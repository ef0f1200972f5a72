/**
 * The script-tag build (`dist/boxoffice.js`, IIFE): script tag → options → mount, the
 * `<box-office>` element, and `window.BoxOffice`. Inside our hosted `embed.html` the same
 * file starts the iframe side instead.
 */
import { version } from '../package.json';
import { defineBoxOfficeElement } from './embed/element';
import { startFrameChild } from './embed/frame-child';
import { guard } from './embed/log';
import { createMount } from './embed/mount-api';
import { OPTION_NAMES } from './embed/options';
import type { MountFn } from './embed/public-types';
import { mountFromScript } from './embed/script-tag';

declare global {
  interface Window {
    /** The JS API of SPEC §1.2. */
    BoxOffice?: { mount: MountFn; version: string };
  }
}

// Captured synchronously: `currentScript` is only set while this script first runs (async too).
const script = document.currentScript;

guard('starting', () => {
  const tag = script instanceof HTMLScriptElement ? script : null;
  const scriptUrl = tag?.src || null;
  if (tag?.hasAttribute('data-boxoffice-frame')) {
    startFrameChild(scriptUrl);
    return;
  }
  window.BoxOffice = { mount: createMount(scriptUrl), version };
  defineBoxOfficeElement(scriptUrl);
  // A script tag with no SPEC §1.1 attribute only loads the API and the element.
  if (tag && OPTION_NAMES.some((name) => tag.dataset[name] !== undefined)) mountFromScript(tag);
});
