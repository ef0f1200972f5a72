import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { QuoteLine } from '../api/schemas';
import { Summary, type SummaryProps } from './summary';
import { renderUi, sentence } from './testing';

const line = (over: Partial<QuoteLine> = {}): QuoteLine => ({
  tier: 'std',
  name: 'Standard',
  quantity: 2,
  unitPrice: 89,
  amount: 178,
  ...over,
});

function setup(over: Partial<SummaryProps> = {}) {
  const props: SummaryProps = {
    currency: 'EUR',
    lines: [line()],
    subtotal: 178,
    discount: 0,
    fees: 0,
    total: 178,
    estimate: false,
    ...over,
  };
  return renderUi(<Summary {...props} />);
}

describe('Summary', () => {
  it('shows quote lines and the total, and says the total in a polite live region', () => {
    setup();
    expect(screen.getByText('2 × Standard')).toBeTruthy();
    expect(screen.getByText('Total').closest('.bo-summary__total')?.textContent).toContain(
      '€178.00',
    );
    const live = document.querySelector('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.getAttribute('aria-atomic')).toBe('true');
    expect(live?.textContent).toBe('Total €178.00');
  });

  it('labels a fallback as "Estimated total" and explains it', () => {
    setup({ estimate: true });
    expect(screen.getByText('Estimated total')).toBeTruthy();
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.getByText(/This estimate uses the listed prices/)).toBeTruthy();
  });

  it('says when the quoted price differs from the listed price', () => {
    setup({
      lines: [line({ unitPrice: 95, amount: 190 })],
      subtotal: 190,
      total: 190,
      priceChanges: [{ tier: 'std', name: 'Standard', was: 89, now: 95 }],
    });
    expect(
      screen.getByText(sentence('Price updated for Standard: was €89.00, now €95.00.')),
    ).toBeTruthy();
  });

  it('shows subtotal, discount and fees when there are any', () => {
    const none = setup();
    for (const label of ['Subtotal', 'Discount', 'Fees']) {
      expect(screen.queryByText(label)).toBeNull();
    }
    none.unmount();
    setup({ subtotal: 178, discount: 17.8, fees: 3.5, total: 163.7 });
    expect(screen.getByText('Subtotal')).toBeTruthy();
    expect(screen.getByText('−€17.80')).toBeTruthy();
    expect(screen.getByText('€3.50')).toBeTruthy();
    expect(screen.getByText('€163.70')).toBeTruthy();
  });

  it('renders nothing for an empty basket', () => {
    const { container } = setup({ lines: [] });
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
    // Nothing to see or hear: no total, not even in a live region.
    expect(container.textContent).toBe('');
    expect(container.querySelector('[aria-live]')).toBeNull();
  });
});
