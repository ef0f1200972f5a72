/**
 * Test helpers: `renderUi` renders UI inside a `WidgetRoot` (text context) and the app's
 * shell; `testMount` builds the `MountContext` the loader hands a mode's chunk (a shadow
 * root, a container in it, the chunks the build ships, and, when asked, the placeholder the
 * loader paints). Cleans up after each test.
 */
import { signal } from '@preact/signals';
import { cleanup, render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { afterEach } from 'vitest';
import type { EventDetail, Tier } from '../api/schemas';
import { messages as de } from '../i18n/de';
import type { CoreMessages } from '../i18n/en';
import { showNotice } from '../loader/notice';
import { attributeName, toldToFrame } from '../loader/options';
import { paintPlaceholder, UNPAINTED } from '../loader/placeholder';
import { planMount } from '../loader/plan';
import { CHUNKS, type Chunks } from '../registry';
import type { ChunkName, ChunkSource, MountContext } from '../shared/contract';
import type { HostEventMap, HostEventName } from '../shared/host-events';
import { ENGLISH } from '../shared/loader-text';
import { writtenIn } from '../shared/locale';
import type { Options } from '../shared/options';
import { WidgetRoot } from './root';
import { type Shell, ShellProvider } from './shell';

afterEach(cleanup);

/**
 * The catalogue the loader hands a widget in `lang`, as `parseOptions` + the language chunk
 * would: German for `de*`, none (English, built in) for every other language.
 */
export function catalogueFor(lang: string): CoreMessages | undefined {
  return lang.split(/[-_]/)[0]?.toLowerCase() === 'de' ? de : undefined;
}

/** The shell an app gives its components: no painted placeholder, no purchase views yet. */
export const testShell = (): Shell => ({ placeholder: UNPAINTED, purchase: signal(null) });

/**
 * Renders `ui` in English (or `lang`, with its catalogue when there is one) for a buyer in
 * `buyerTimeZone` (default Los Angeles), inside an app shell.
 */
export function renderUi(
  ui: ComponentChildren,
  lang = 'en',
  buyerTimeZone = 'America/Los_Angeles',
) {
  return render(
    <WidgetRoot lang={lang} messages={catalogueFor(lang)} buyerTimeZone={buyerTimeZone}>
      <ShellProvider value={testShell()}>{ui}</ShellProvider>
    </WidgetRoot>,
  );
}

/** A chunk source over the modules the build ships (`src/registry.ts`), recording each load. */
export function testChunks(
  override: Partial<{ [K in ChunkName]: () => Promise<Chunks[K]> }> = {},
): ChunkSource & { loads: ChunkName[] } {
  const loads: ChunkName[] = [];
  return {
    loads,
    languages: ['en', 'de'],
    load<K extends ChunkName>(name: K) {
      loads.push(name);
      const load = (override[name] ?? CHUNKS[name]) as () => Promise<Chunks[K]>;
      return load();
    },
  };
}

/** One host event as the loader would have dispatched it. */
export interface Emitted {
  type: HostEventName;
  detail: unknown;
}

/**
 * A mount context as the loader builds it, in a fresh host element's open shadow root, for
 * a script tag (its mount plan's view); with `painted`, the loader's placeholder painted in
 * front of the container (else there is none, as in button mode).
 */
export function testMount(
  options: Options,
  over: Partial<MountContext<CoreMessages>> & Pick<MountContext, 'fetch'>,
  { painted = false } = {},
) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  const emitted: Emitted[] = [];
  const chunks = testChunks();
  const messages = catalogueFor(options.lang);
  const text = messages ?? ENGLISH;
  // The language the loader's texts are in: the catalogue's, else English.
  const lang = writtenIn(options.lang, Boolean(messages));
  const { view } = planMount(options, 'script');
  const paint = painted ? paintPlaceholder(root, container, lang, view) : null;
  paint?.fill(text, lang);
  root.append(container);
  const context: MountContext<CoreMessages> = {
    root,
    container,
    options,
    view,
    // A script tag's, as most integrators embed it.
    optionName: (name) => attributeName(name, 'script'),
    ...(messages && { messages }),
    text,
    emit: <K extends HostEventName>(type: K, detail: HostEventMap[K]) => {
      emitted.push({ type, detail });
    },
    notice: (notice, where = root) => void showNotice(where, notice, lang),
    chunks,
    returnCheckoutId: null,
    scriptUrl: 'https://cdn.boxoffice.test/v1/boxoffice.js',
    told: toldToFrame,
    placeholder: paint?.handOver.placeholder ?? UNPAINTED,
    ...over,
  };
  return { host, root, container, context, emitted, chunks, paint };
}

/** A tier with sensible defaults. */
export const tier = (over: Partial<Tier> = {}): Tier => ({
  id: 'std',
  name: 'Standard',
  description: null,
  price: 25,
  color: '#ff8800',
  available: 100,
  soldOut: false,
  ...over,
});

/** An on-sale event in Tokyo with one tier. */
export const eventDetail = (over: Partial<EventDetail> = {}): EventDetail => ({
  id: 'evt_1',
  slug: 'tokyo-night',
  title: 'Tokyo Night',
  description: null,
  category: null,
  ageRestriction: null,
  startsAt: '2025-07-12T19:30',
  endsAt: null,
  timezone: 'Asia/Tokyo',
  venueName: 'Zepp Haneda',
  address: null,
  lat: null,
  lng: null,
  coverImageUrl: null,
  posterImageUrl: null,
  organizerName: null,
  seating: 'general_admission',
  currency: 'EUR',
  status: 'on_sale',
  maxTicketsPerOrder: 6,
  capacity: 100,
  sold: 0,
  available: 100,
  tiers: [tier()],
  questions: [],
  paymentsEnabled: true,
  acceptsPromoCodes: false,
  checkoutUrl: null,
  ...over,
});

/**
 * A text matcher for a whole sentence whose values are isolated in elements of their own
 * (`<bdi>`, see `bidi.tsx`): matches the innermost element whose text, descendants included,
 * is `text`. Use as `getByText(sentence('Presented by Neon Co'))`.
 */
export function sentence(text: string) {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  return (_content: string, element: Element | null): boolean =>
    element !== null &&
    norm(element.textContent) === text &&
    ![...element.children].some((child) => norm(child.textContent) === text);
}
