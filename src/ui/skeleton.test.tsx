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

  it('is a busy placeholder hidden from assistive technology, with nothing to focus', () => {
    renderUi(<Skeleton />);
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
  });

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

  it('has a typical event’s shape: four tier rows with a stepper each, then the form', () => {
    renderUi(<Skeleton />);
    const rows = placeholder()?.querySelectorAll('.bo-sk-row') ?? [];
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.querySelector('.bo-sk-step')).toBeTruthy();
    expect(placeholder()?.querySelector('.bo-sk-card')).toBeNull();
    expect(placeholder()?.querySelector('.bo-sk-form .bo-sk-submit')).toBeTruthy();
  });

  it('as a list, is the event list: cards (most of a first page), no tier rows or form', () => {
    renderUi(<Skeleton variant="list" />);
    const cards = placeholder()?.querySelectorAll('.bo-sk-card') ?? [];
    expect(cards).toHaveLength(8);
    expect(placeholder()?.querySelector('.bo-sk-row, .bo-sk-step, .bo-sk-form')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
    expect(placeholder()?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder()?.querySelector(FOCUSABLE)).toBeNull();
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
