import { render as renderTl, screen, waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { placeholderOf } from '../loader/placeholder';
import type { Placeholder } from '../shared/contract';
import { Loading } from './loading';
import { WidgetRoot } from './root';
import { ShellProvider } from './shell';
import { renderUi, testShell } from './testing';

/** The placeholder the buyer sees (busy, hidden from assistive technology). */
const shown = () => document.querySelector<HTMLElement>('[aria-busy="true"]');
const FOCUSABLE = 'a, button, input, select, textarea, [tabindex], [contenteditable]';

/** A loader's placeholder whose `keep` answers `kept`, every call recorded. */
const placeholder = (kept: boolean) => ({
  take: vi.fn<Placeholder['take']>(placeholderOf),
  keep: vi.fn<Placeholder['keep']>(() => kept),
  remove: vi.fn<Placeholder['remove']>(),
});

describe('Loading', () => {
  it('fills its status after it appears, so the live region announces "Loading tickets…"', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    // Plain render (no act): this is what the first paint holds.
    render(
      <WidgetRoot lang="en">
        <ShellProvider value={testShell()}>
          <Loading view="event" />
        </ShellProvider>
      </WidgetRoot>,
      host,
    );
    const status = host.querySelector('[role="status"]');
    expect(status?.textContent).toBe('');
    await waitFor(() => expect(status?.textContent).toBe('Loading tickets…'));
    render(null, host);
    host.remove();
  });

  it('announces loading in the widget language', () => {
    renderUi(<Loading view="event" />, 'de-AT');
    expect(screen.getByRole('status').textContent).toBe('Tickets werden geladen…');
  });

  // Its shape (tier rows, form, cards) is only seen as the height it holds while loading:
  // e2e/widget-skeleton.spec.ts measures that against the loaded widget and the loaded list.
  it.each([
    ['an event', 'event'],
    ['the event list', 'list'],
  ] as const)(
    'for %s, is a busy placeholder hidden from assistive technology, with nothing to focus',
    (_, view) => {
      renderUi(<Loading view={view} />);
      expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
      const shape = shown();
      expect(shape).toBeTruthy();
      expect(shape?.getAttribute('aria-hidden')).toBe('true');
      expect(shape?.querySelector(FOCUSABLE)).toBeNull();
      // The status is the one thing announced: it is not inside the hidden placeholder.
      expect(shape?.contains(screen.getByRole('status'))).toBe(false);
      // Its placeholder words are never read out: every one is inside the hidden part.
      const words = screen.queryAllByText(/o{5}/);
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) expect(shape?.contains(word)).toBe(true);
    },
  );

  it('is the loader’s own placeholder, so a reload looks exactly like the first paint', () => {
    const shell = { ...testShell(), placeholder: placeholder(false) };
    const { rerender } = renderTl(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <Loading view="event" />
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.placeholder.take).toHaveBeenLastCalledWith('event');
    expect(shown()?.outerHTML).toBe(placeholderOf('event').outerHTML);
    rerender(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <Loading view="list" />
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.placeholder.take).toHaveBeenLastCalledWith('list');
    // Replaced, not added to: one placeholder, of the list's shape.
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(shown()?.outerHTML).toBe(placeholderOf('list').outerHTML);
  });

  it('keeps the loader’s placeholder (still on screen) instead of its own, and removes it when it goes', () => {
    const shell = { ...testShell(), placeholder: placeholder(true) };
    const { rerender } = renderTl(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <Loading view="event" />
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.placeholder.keep).toHaveBeenCalledWith('event');
    expect(shell.placeholder.take).not.toHaveBeenCalled();
    expect(shown()).toBeNull();
    expect(shell.placeholder.remove).not.toHaveBeenCalled();
    rerender(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <p>Tiers</p>
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.placeholder.remove).toHaveBeenCalledTimes(1);
  });

  it('builds its own placeholder when the loader’s is not there to keep', () => {
    const shell = { ...testShell(), placeholder: placeholder(false) };
    renderTl(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <Loading view="list" />
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.placeholder.keep).toHaveBeenCalledWith('list');
    expect(shell.placeholder.take).toHaveBeenCalledWith('list');
    expect(shell.placeholder.remove).not.toHaveBeenCalled();
    expect(shown()?.outerHTML).toBe(placeholderOf('list').outerHTML);
  });

  it('outside an app shell, is only its status line', () => {
    renderTl(
      <WidgetRoot lang="en">
        <Loading view="event" />
      </WidgetRoot>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
    expect(shown()).toBeNull();
  });
});
