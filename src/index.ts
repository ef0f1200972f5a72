/**
 * The ES module build (`dist/boxoffice.mjs`): the same `mount()` as `window.BoxOffice`,
 * with types. `api` defaults to the origin this module was loaded from.
 */
import { version as packageVersion } from '../package.json';
import { defineBoxOfficeElement } from './embed/element';
import { createMount } from './embed/mount-api';
import type { MountFn } from './embed/public-types';

export type {
  BoxOfficeEvent,
  HostEventMap,
  HostEventName,
  Mode,
  MountFn,
  MountOptions,
  Theme,
  WidgetHandle,
} from './embed/public-types';

/** Mounts a widget into an element or the element a CSS selector names (SPEC §1.2). */
export const mount: MountFn = createMount(import.meta.url);

/** Defines the `<box-office>` custom element (SPEC §1.2); safe to call more than once. */
export function defineElement(): void {
  defineBoxOfficeElement(import.meta.url);
}

/** The package version. */
export const version: string = packageVersion;
