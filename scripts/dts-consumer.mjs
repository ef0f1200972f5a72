// Type test of dist/boxoffice.d.mts (run by scripts/post-build.mjs after each build): what an
// integrator's TypeScript writes against the ES module must type-check, and misuse must not.
// Kept as text so `npm run typecheck` (which runs before any build) does not need dist/.
// Two programs: `consumerFiles` + the React host of the e2e tests, in dist/.type-test/ where
// react, preact and their types resolve from node_modules; and `consumerFiles['consumer.ts']`
// alone in a folder outside the project, where neither framework is installed (the JSX
// declarations must then be ignored, not fail), both with `skipLibCheck: false`.

/** Plain TypeScript: the JS API, the host events in the DOM's event maps, the element. */
const consumer = `
import {
  type BoxOfficeAttributes,
  type BoxOfficeElement,
  type BoxOfficeEvent,
  defineElement,
  type MountOptions,
  mount,
  version,
} from '../boxoffice.mjs';

const options: MountOptions = { key: 'pk_test_demo', event: 'summer-fest', mode: 'button', theme: 'dark' };
mount('#tickets', { sellKey: 'pk_test_demo', event: 'summer-fest' });
const widget = mount('#tickets', options);
widget.update({ accent: '#0057b8' });
widget.open();
widget.close();
widget.unmount();
defineElement();
document.querySelector('box-office')?.open();
document.addEventListener('boxoffice:open', (e) => e.detail.via === 'trigger');
document.addEventListener('boxoffice:close', (e) => e.detail.via === 'escape');
export const label: string = version;
export const onReady = (event: BoxOfficeEvent<'boxoffice:ready'>): string => event.detail.event.slug;
export const onQuote = (event: BoxOfficeEvent<'boxoffice:quote'>): string => event.detail.total.toFixed(2);

// The host events are in the DOM's event maps: on any element, on document and on window.
const host: HTMLElement = document.createElement('div');
host.addEventListener('boxoffice:checkout', (e) => e.detail.id.toUpperCase());
document.addEventListener('boxoffice:checkout', (e) => e.detail.id.toUpperCase());
document.addEventListener('boxoffice:basket', (e) => e.detail.items.map((item) => item.tier));
window.addEventListener('boxoffice:error', (e) => e.detail.status?.toFixed());
// <box-office> is in the tag name map.
const element: BoxOfficeElement | null = document.querySelector('box-office');
element?.addEventListener('boxoffice:ready', (e) => e.detail.event.title);
export const created: BoxOfficeElement = document.createElement('box-office');
created.setAttribute('event', 'summer-fest');

// The attributes: the options without target, kebab-case, strings and the two unions.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const attributes: Same<
  BoxOfficeAttributes,
  {
    key?: string;
    'sell-key'?: string;
    token?: string;
    event?: string;
    api?: string;
    lang?: string;
    mode?: 'inline' | 'iframe' | 'button';
    'return-url'?: string;
    theme?: 'light' | 'dark' | 'auto';
    accent?: string;
    promo?: string;
    label?: string;
    trigger?: string;
    analytics?: 'datalayer';
    tiers?: string;
    hide?: string;
    view?: 'list' | 'calendar' | 'week';
    'fallback-url'?: string;
    name?: string;
    email?: string;
    phone?: string;
    items?: string;
  } & { [K: \`answer-\${string}\`]: string | undefined }
> = true;
mount(document.body, {
  key: 'k',
  name: 'Ada',
  answers: { diet: 'vegan' },
  items: [{ tier: 'day', quantity: 2 }],
});
// @ts-expect-error an answer is a string
mount(document.body, { key: 'k', answers: { diet: 1 } });

// What analytics reads: the payloads' additions, typed.
document.addEventListener('boxoffice:ready', (e) =>
  e.detail.tiers.map((tier) => \`\${tier.id} \${tier.name} \${tier.price.toFixed(2)} \${e.detail.currency}\`),
);
document.addEventListener('boxoffice:basket', (e) => e.detail.value.toFixed(2) + e.detail.items[0]?.name);
document.addEventListener('boxoffice:quote', (e) => e.detail.lines[0]?.unitPrice ?? e.detail.promo?.status);
document.addEventListener('boxoffice:checkout', (e) => (e.detail.promoCode ?? '') + e.detail.event);
document.addEventListener('boxoffice:complete', (e) => {
  const transaction: string = e.detail.orderId ?? e.detail.id;
  return e.detail.items.map((item) => \`\${transaction} \${item.tier} \${item.price * item.quantity}\`);
});
mount(document.body, { key: 'k', analytics: 'datalayer' });
// @ts-expect-error analytics is datalayer only
mount(document.body, { key: 'k', analytics: 'gtm' });
// @ts-expect-error no payload carries the buyer's e-mail
document.addEventListener('boxoffice:complete', (e) => e.detail.email);

mount(document.body, { key: 'k', view: 'calendar' });
// @ts-expect-error view is one of list | calendar | week
mount(document.body, { key: 'k', view: 'month' });
// @ts-expect-error mode is one of inline | iframe | button
mount(document.body, { key: 'k', mode: 'popup' });
// @ts-expect-error the target is an element or a selector
mount(42, { key: 'k' });
// @ts-expect-error unknown host events have no payload type
export const bad = (event: BoxOfficeEvent<'boxoffice:nope'>) => event;
// @ts-expect-error a checkout's payload has no such field
document.addEventListener('boxoffice:checkout', (e) => e.detail.total);
// @ts-expect-error nor has an element's
element?.addEventListener('boxoffice:ready', (e) => e.detail.event.name);
`;

/** React 19 (the automatic runtime: `React.JSX`). */
const consumerReact = `
import { useRef } from 'react';
import type {} from '../boxoffice.mjs';

export function Shop() {
  const ref = useRef<HTMLElement>(null);
  return (
    <main className="shop">
      <box-office event="summer-fest" sell-key="pk" mode="button" />
      {/* Deprecated, still accepted: the DOM stores attribute Key as key. */}
      <box-office event="summer-fest" Key="pk" />
      {/* @ts-expect-error React keeps \`key\` (never set on the element): the key goes in as sell-key */}
      <box-office event="summer-fest" key="pk" mode="button" />
      <box-office
        ref={ref}
        id="tickets"
        className="tickets"
        style={{ minHeight: 600 }}
        aria-label="Tickets"
        event="summer-fest"
        sell-key="pk_test_demo"
        mode="inline"
        theme="dark"
        return-url="https://example.com/done"
        {...{
          'onboxoffice:ready': (e) => e.detail.event.slug,
          'onboxoffice:checkout': (e) => e.detail.id,
        }}
      />
      {/* @ts-expect-error mode is one of inline | iframe | button */}
      <box-office sell-key="pk" mode="popup" />
      {/* @ts-expect-error theme is one of light | dark | auto */}
      <box-office sell-key="pk" theme="sepia" />
      {/* @ts-expect-error no such attribute */}
      <box-office sell-key="pk" colour="red" />
      {/* @ts-expect-error it takes no children: it renders into its shadow root */}
      <box-office sell-key="pk">Tickets</box-office>
      {/* @ts-expect-error a ready event's payload has no such field */}
      <box-office sell-key="pk" {...{ 'onboxoffice:ready': (e) => e.detail.nope }} />
    </main>
  );
}
`;

/** Preact (its automatic runtime, chosen by the pragma). */
const consumerPreact = `/** @jsxImportSource preact */
import { useRef } from 'preact/hooks';
import type {} from '../boxoffice.mjs';

export function Shop() {
  const ref = useRef<HTMLElement>(null);
  return (
    <main class="shop">
      <box-office event="summer-fest" sell-key="pk" mode="button" />
      {/* @ts-expect-error Preact keeps \`key\` (never set on the element): the key goes in as sell-key */}
      <box-office event="summer-fest" key="pk" mode="button" />
      <box-office
        ref={ref}
        class="tickets"
        style="min-height: 600px"
        event="summer-fest"
        sell-key="pk_test_demo"
        theme="auto"
        {...{ 'onboxoffice:basket': (e) => e.detail.quantity }}
      />
      {/* @ts-expect-error mode is one of inline | iframe | button */}
      <box-office sell-key="pk" mode="popup" />
      {/* @ts-expect-error no such attribute */}
      <box-office sell-key="pk" colour="red" />
      {/* @ts-expect-error a basket event's payload has no such field */}
      <box-office sell-key="pk" {...{ 'onboxoffice:basket': (e) => e.detail.total }} />
    </main>
  );
}
`;

/** The consumer files, by name. */
export const consumerFiles = {
  'consumer.ts': consumer,
  'consumer-react.tsx': consumerReact,
  'consumer-preact.tsx': consumerPreact,
};

/** The compiler options of both programs. */
const compilerOptions = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2023', 'DOM'],
  jsx: 'react-jsx',
  jsxImportSource: 'react',
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  types: [],
};

/** dist/.type-test/tsconfig.json: every consumer file and the React host app of the e2e tests. */
export const consumerTsconfig = {
  compilerOptions,
  files: [...Object.keys(consumerFiles), '../../e2e/hosts/react/main.tsx'],
};

/** The program without React or Preact: `consumer.ts` next to a copy of the types. */
export const plainTsconfig = { compilerOptions, files: ['consumer.ts'] };
