import { cleanup, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../model/host';
import { createFakeFetch, errorReply } from '../model/testing/fake-fetch';
import { config, paidEvent } from '../model/testing/fixtures';
import { testOptions } from '../model/testing/harness';
import { createButtonPart } from './button-mode';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function mount(...eventReplies: Parameters<ReturnType<typeof createFakeFetch>['on']>[1][]) {
  const fake = createFakeFetch();
  fake.on('GET /config', { body: config() });
  fake.on('GET /events/summer-fest', ...eventReplies);
  vi.stubGlobal('fetch', fake.fetch);
  const host: WidgetHost = {
    emit: vi.fn(),
    navigate: vi.fn<WidgetHost['navigate']>(() => 'left'),
    returnCheckoutId: null,
    setPalette: vi.fn(),
  };
  const el = document.createElement('div');
  document.body.append(el);
  const root = el.attachShadow({ mode: 'open' });
  const part = createButtonPart(root, testOptions({ mode: 'button' }), host);
  return { fake, part, view: within(root as unknown as HTMLElement) };
}

describe('button mode', () => {
  it('fetches the event once: the widget reuses the request behind "from €X"', async () => {
    const { fake, part, view } = mount({ body: paidEvent() });
    await waitFor(() => {
      expect(view.getByRole('button', { name: /from/ })).toBeTruthy();
      expect(view.getByRole('heading', { name: paidEvent().title, hidden: true })).toBeTruthy();
    });
    expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(1);
    part.dispose();
  });

  it('lets the widget fetch the event itself when the button’s request failed', async () => {
    const { fake, part, view } = mount(errorReply(404, 'not_found'), { body: paidEvent() });
    await waitFor(() =>
      expect(view.getByRole('heading', { name: paidEvent().title, hidden: true })).toBeTruthy(),
    );
    expect(fake.callsTo('GET /events/summer-fest')).toHaveLength(2);
    expect(view.queryByRole('button', { name: /from/ })).toBeNull();
    part.dispose();
  });
});
