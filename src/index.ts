/**
 * The ES module build (`dist/boxoffice.mjs`) for bundlers: the same `mount()` and
 * `<box-office>` as the script tag, with types. Its chunks are plain dynamic imports that
 * the integrator's bundler follows (integrity is then the integrator's build's business).
 * `api` defaults to the origin this module was loaded from.
 */
import { version as packageVersion } from '../package.json';
import { defineBoxOfficeElement } from './loader/element';
import { createMount } from './loader/mount-api';
import type { LoaderPage } from './loader/widget';
import { CHUNKS, type Chunks, LANGUAGES } from './registry';
import type { ChunkName, ChunkSource } from './shared/contract';
import type { MountFn } from './shared/public-types';

export type {
  BoxOfficeEvent,
  HostEventMap,
  HostEventName,
  Mode,
  MountFn,
  MountOptions,
  Theme,
  WidgetHandle,
} from './shared/public-types';

const chunks: ChunkSource = {
  languages: ['en', ...LANGUAGES],
  load: <K extends ChunkName>(name: K) => CHUNKS[name]() as Promise<Chunks[K]>,
};
const page: LoaderPage = { scriptUrl: import.meta.url, chunks };

/** Mounts a widget into an element or the element a CSS selector names. */
export const mount: MountFn = createMount(page);

/** Defines the `<box-office>` custom element; safe to call more than once. */
export function defineElement(): void {
  defineBoxOfficeElement(page);
}

/** The package version. */
export const version: string = packageVersion;
