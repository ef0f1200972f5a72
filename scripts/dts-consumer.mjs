// Type test of dist/boxoffice.d.mts (run by scripts/post-build.mjs after each build): what an
// integrator's TypeScript writes against the ES module must type-check, and misuse must not.
// Kept as text so `npm run typecheck` (which runs before any build) does not need dist/.
export const consumerSource = `
import { type BoxOfficeEvent, defineElement, type MountOptions, mount, version } from '../boxoffice.mjs';

const options: MountOptions = { key: 'pk_test_demo', event: 'summer-fest', mode: 'button', theme: 'dark' };
const widget = mount('#tickets', options);
widget.update({ accent: '#0057b8' });
widget.unmount();
defineElement();
export const label: string = version;
export const onReady = (event: BoxOfficeEvent<'boxoffice:ready'>): string => event.detail.event.slug;
export const onQuote = (event: BoxOfficeEvent<'boxoffice:quote'>): string => event.detail.total.toFixed(2);

// @ts-expect-error mode is one of inline | iframe | button
mount(document.body, { key: 'k', mode: 'popup' });
// @ts-expect-error the target is an element or a selector
mount(42, { key: 'k' });
// @ts-expect-error unknown host events have no payload type
export const bad = (event: BoxOfficeEvent<'boxoffice:nope'>) => event;
`;

export const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM'],
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['consumer.ts'],
};
