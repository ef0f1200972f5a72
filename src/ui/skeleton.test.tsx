import { render as renderTl, screen, waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { skeleton } from '../embed/skeleton';
import { WidgetRoot } from './root';
import { ShellProvider } from './shell';
import { Skeleton } from './skeleton';
import { renderUi, testShell } from './testing';

/** The placeholder the buyer sees (busy, hidden from assistive technology). */
const placeholder = () => document.querySelector<HTMLElement>('[aria-busy="true"]');
const FOCUSABLE = 'a, button, input, select, textarea, [tabindex], [contenteditable]';

describe('Skeleton', () => {
  it('fills its status after it appears, so the live region announces "Loading tickets…"', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    // Plain render (no act): this is what the first paint holds.
    render(
      <WidgetRoot lang="en">
        <ShellProvider value={testShell()}>
          <Skeleton />
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
    renderUi(<Skeleton />, 'de-AT');
    expect(screen.getByRole('status').textContent).toBe('Tickets werden geladen…');
  });

  // Its shape (tier rows, form, cards) is only seen as the height it holds while loading:
  // e2e/widget-skeleton.spec.ts measures that against the loaded widget and the loaded list.
  it.each([
    ['an event', undefined],
    ['the event list', 'list'],
  ] as const)(
    'for %s, is a busy placeholder hidden from assistive technology, with nothing to focus',
    (_, variant) => {
      renderUi(<Skeleton variant={variant} />);
      expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
      const shape = placeholder();
      expect(shape).toBeTruthy();
      expect(shape?.getAttribute('aria-hidden')).toBe('true');
      expect(shape?.querySelector(FOCUSABLE)).toBeNull();
      // The status is the one thing announced: it is not inside the hidden placeholder.
      expect(shape?.contains(screen.getByRole('status'))).toBe(false);
      // Its placeholder words are never read out: every one is inside the hidden part.
      const words = screen.queryAllByText(/x{5}/);
      expect(words.length).toBeGreaterThan(0);
      for (const word of words) expect(shape?.contains(word)).toBe(true);
    },
  );

  it('is the loader’s own placeholder, so a reload looks exactly like the first paint', () => {
    const shell = { ...testShell(), skeleton: vi.fn(skeleton) };
    const { rerender } = renderTl(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <Skeleton />
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.skeleton).toHaveBeenLastCalledWith(undefined);
    expect(placeholder()?.outerHTML).toBe(skeleton().outerHTML);
    rerender(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <Skeleton variant="list" />
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.skeleton).toHaveBeenLastCalledWith('list');
    // Replaced, not added to: one placeholder, of the list's shape.
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(placeholder()?.outerHTML).toBe(skeleton('list').outerHTML);
  });

  it('keeps the loader’s placeholder (still on screen) instead of its own, and lets it go when it goes', () => {
    const release = vi.fn();
    const shell = {
      ...testShell(),
      skeleton: vi.fn(skeleton),
      keepPlaceholder: vi.fn(() => release),
    };
    const { rerender } = renderTl(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <Skeleton />
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.keepPlaceholder).toHaveBeenCalledWith(undefined);
    expect(shell.skeleton).not.toHaveBeenCalled();
    expect(placeholder()).toBeNull();
    expect(release).not.toHaveBeenCalled();
    rerender(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <p>Tiers</p>
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('builds its own placeholder when the loader’s is not there to keep', () => {
    const shell = { ...testShell(), skeleton: vi.fn(skeleton), keepPlaceholder: () => null };
    renderTl(
      <WidgetRoot lang="en">
        <ShellProvider value={shell}>
          <Skeleton variant="list" />
        </ShellProvider>
      </WidgetRoot>,
    );
    expect(shell.skeleton).toHaveBeenCalledWith('list');
    expect(placeholder()?.outerHTML).toBe(skeleton('list').outerHTML);
  });

  it('outside an app shell, is only its status line', () => {
    renderTl(
      <WidgetRoot lang="en">
        <Skeleton />
      </WidgetRoot>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
    expect(placeholder()).toBeNull();
  });
});
