import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ErrorNotice, InventoryNotice, Notice, SaleNotice } from './notice';
import { renderUi } from './testing';

describe('Notice', () => {
  it('announces errors as alerts and other notices as status', () => {
    renderUi(
      <>
        <Notice tone="error">Broken</Notice>
        <Notice tone="info">FYI</Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Broken');
    expect(screen.getByRole('status').textContent).toContain('FYI');
  });

  it('drops links that are not https', () => {
    renderUi(<Notice tone="info" link={{ href: 'javascript:alert(1)', label: 'Go' }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('SaleNotice', () => {
  it('says why and links to the organizer’s checkout', () => {
    renderUi(<SaleNotice reason="reserved_seating" checkoutUrl="https://tickets.example/e/1" />);
    expect(screen.getByRole('status').textContent).toContain('reserved seating');
    const link = screen.getByRole('link', { name: 'Buy on the organizer’s checkout' });
    expect(link.getAttribute('href')).toBe('https://tickets.example/e/1');
  });

  it('explains without a link when there is no checkout URL', () => {
    renderUi(<SaleNotice reason="cancelled" />);
    expect(screen.getByText('This event has been cancelled.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('ErrorNotice', () => {
  it('shows catalogue text for the code and a retry button', () => {
    const onRetry = vi.fn();
    renderUi(<ErrorNotice code="unauthorized" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(
      "This ticket shop isn't set up correctly.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks the widget language', () => {
    renderUi(<ErrorNotice code="not_found" />, 'de');
    expect(screen.getByRole('alert').textContent).toBe('Diese Veranstaltung wurde nicht gefunden.');
  });
});

describe('WidgetRoot', () => {
  it('marks the root with the language the text is written in', () => {
    renderUi(<ErrorNotice code="not_found" />, 'fr-CA');
    expect(document.querySelector('.bo')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('alert').textContent).toBe("We couldn't find this event.");
  });
});

describe('InventoryNotice', () => {
  it('names each tier the basket lost tickets of, and how many are left', () => {
    renderUi(
      <InventoryNotice
        changes={[
          { tier: 'vip', name: 'VIP', from: 3, to: 1 },
          { tier: 'ga', name: 'General', from: 2, to: 0 },
        ]}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'VIP: reduced from 3 to 1. General: none left, removed from your basket.',
    );
  });

  it('says nothing when nothing changed', () => {
    const { container } = renderUi(<InventoryNotice changes={[]} />);
    expect(container.textContent).toBe('');
  });
});
