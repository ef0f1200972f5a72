/**
 * The ES module build (`dist/boxoffice.mjs`) for bundlers: the same `mount()` and
 * `<box-office>` as the script tag, with types. Its chunks are plain dynamic imports that
 * the integrator's bundler follows (integrity is then the integrator's build's business).
 * `api` defaults to the origin this module was loaded from.
 */
import { version as packageVersion } from '../package.json';
import { CHUNKS, type ChunkName, type Chunks, LANGUAGES } from './chunks';
import type { ChunkSource } from './embed/contract';
import { defineBoxOfficeElement } from './embed/element';
import { createMount } from './embed/mount-api';
import type { MountFn } from './embed/public-types';
import type { LoaderPage } from './embed/widget';

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
