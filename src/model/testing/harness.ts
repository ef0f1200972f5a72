/**
 * Test helper: a model wired to a fake fetch, an in-memory sessionStorage, counted
 * idempotency keys and a recording host. Never bundled.
 */
import { vi } from 'vitest';
import type { HostEventMap, HostEventName } from '../../embed/host-events';
import type { Options } from '../../embed/options-types';
import { createCheckoutModel } from '../checkout-model';
import type { WidgetHost } from '../host';
import type { EventSession } from '../session';
import type { StorageLike } from '../types';
import { createFakeFetch } from './fake-fetch';
import { config, freeEvent, paidEvent } from './fixtures';
import { memoryStorage } from './memory-storage';

/** Widget options for tests. */
export const testOptions = (overrides: Partial<Options> = {}): Options => ({
  key: 'pk_test_demo',
  event: 'summer-fest',
  api: 'https://api.example',
  lang: 'en',
  mode: 'inline',
  returnUrl: 'https://host.example/page',
  theme: 'auto',
  ...overrides,
});

/** Builds a model against default routes (config, both fixture events); override routes before `start()`. */
export function harness(
  opts: {
    options?: Partial<Options>;
    returnCheckoutId?: string | null;
    storage?: StorageLike;
  } = {},
) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', { body: paidEvent() });
  fake.on('GET /events/community-meetup', { body: freeEvent() });
  const emitted: { type: HostEventName; detail: unknown }[] = [];
  const navigate = vi.fn<WidgetHost['navigate']>(() => 'left');
  const setPalette = vi.fn<WidgetHost['setPalette']>();
  const host: WidgetHost = {
    emit: (type, detail) => emitted.push({ type, detail }),
    navigate,
    returnCheckoutId: opts.returnCheckoutId ?? null,
    setPalette,
  };
  const storage = opts.storage ?? memoryStorage();
  const console = { error: vi.fn(), warn: vi.fn() };
  let keys = 0;
  const start = () =>
    createCheckoutModel(testOptions(opts.options), host, {
      fetch: fake.fetch,
      storage,
      uuid: () => `key-${++keys}`,
      random: () => 0.5,
      console,
    });
  /** Detail of every emitted host event of one type, in order. */
  const events = <K extends HostEventName>(type: K) =>
    emitted.filter((e) => e.type === type).map((e) => e.detail as HostEventMap[K]);
  return { fake, host, navigate, setPalette, storage, console, emitted, events, start };
}

/** Lets pending promises and due timers run (fake timers). */
export async function flush(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
}

/** The open session, failing the test when there is none. */
export function sessionOf(model: { session: { value: EventSession | null } }): EventSession {
  const session = model.session.value;
  if (!session) throw new Error('no session');
  return session;
}

/** Fills the form of the paid fixture event validly. */
export function fillForm(session: EventSession): void {
  session.form.setField('customer.name', 'Ada Lovelace');
  session.form.setField('customer.email', 'ada@example.com');
  session.form.setField('answers.diet', 'none');
}

/** A started model with the paid event loaded, 2 General tickets, a filled form and failing quotes. */
export async function readyToBuy(h: ReturnType<typeof harness>): Promise<EventSession> {
  h.fake.on('POST /quote', { status: 503, body: { error: { code: 'unavailable', message: 'x' } } });
  const session = sessionOf(h.start());
  await flush();
  session.setQuantity('ga', 2);
  fillForm(session);
  return session;
}
