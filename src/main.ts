/**
 * The script-tag build (`dist/boxoffice.js`, IIFE named `BoxOffice`): its exports become
 * `window.BoxOffice` ({ mount, version }, SPEC §1.2). Running, it mounts the widget its script
 * tag describes and defines `<box-office>`; inside our hosted `embed.html` it starts the
 * iframe side instead.
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
    /** The JS API of SPEC §1.2 (the IIFE's exports). */
    BoxOffice?: { mount: MountFn; version: string };
  }
}

// Captured synchronously: `currentScript` is only set while this script first runs (async too).
const script = document.currentScript;
const tag = script instanceof HTMLScriptElement ? script : null;
const scriptUrl = tag?.src || null;

/** `BoxOffice.mount(target, options)`; `api` defaults to the origin of this script. */
export const mount: MountFn = createMount(scriptUrl);
/** `BoxOffice.version`: the package version. */
export { version };

guard('starting', () => {
  if (tag?.hasAttribute('data-boxoffice-frame')) {
    startFrameChild(scriptUrl);
    return;
  }
  defineBoxOfficeElement(scriptUrl);
  // A script tag with no SPEC §1.1 attribute only loads the API and the element.
  if (tag && OPTION_NAMES.some((name) => tag.dataset[name] !== undefined)) mountFromScript(tag);
});
