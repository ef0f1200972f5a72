import { signal } from '@preact/signals';
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, tier } from './testing';
import { TierList, type TierListProps, type TierStep } from './tier-list';

/** The steps of the one `std` tier. */
const step = (over: Partial<TierStep>) =>
  signal(new Map([['std', { quantity: 0, max: 6, limitReason: null, ...over }]]));

function setupProps(over: Partial<TierListProps> = {}): TierListProps {
  return {
    tiers: [tier()],
    currency: 'EUR',
    steps: signal(new Map()),
    maxPerOrder: 6,
    onAdd: vi.fn(),
    onRemove: vi.fn(),
    onSetQuantity: vi.fn(),
    ...over,
  };
}

function setup(over: Partial<TierListProps> = {}) {
  const props = setupProps(over);
  renderUi(<TierList {...props} />);
  return props;
}

describe('TierList stepper', () => {
  it('names every control after its tier', () => {
    setup({ steps: step({ quantity: 2 }) });
    expect(screen.getByRole('button', { name: 'Standard: remove one' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Standard: add one' })).toBeTruthy();
    const input = screen.getByRole('spinbutton', { name: 'Standard: quantity' });
    expect((input as HTMLInputElement).value).toBe('2');
  });

  it('exposes the limit as the spinbutton maximum', () => {
    setup({ steps: step({ quantity: 2, max: 4 }) });
    const input = screen.getByRole('spinbutton', { name: 'Standard: quantity' });
    expect(input.getAttribute('min')).toBe('0');
    expect(input.getAttribute('max')).toBe('4');
  });

  it('moves the spinbutton maximum with the order, and keeps what is chosen', async () => {
    const steps = step({ quantity: 2, max: 4 });
    setup({ steps });
    const input = screen.getByRole('spinbutton', { name: 'Standard: quantity' });
    // Another tier took tickets from the order's limit: this one's maximum drops, but never
    // below the two already chosen.
    steps.value = new Map([['std', { quantity: 2, max: 1, limitReason: 'order_limit' as const }]]);
    await Promise.resolve();
    expect(input.getAttribute('max')).toBe('2');
    expect(
      screen.getByRole('button', { name: 'Standard: add one' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('adds and removes through the callbacks', () => {
    const props = setup({ steps: step({ quantity: 1 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Standard: add one' }));
    fireEvent.click(screen.getByRole('button', { name: 'Standard: remove one' }));
    expect(props.onAdd).toHaveBeenCalledWith('std');
    expect(props.onRemove).toHaveBeenCalledWith('std');
  });

  it('does not remove below zero', () => {
    const props = setup();
    const minus = screen.getByRole('button', { name: 'Standard: remove one' });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    expect(props.onRemove).not.toHaveBeenCalled();
  });

  it('disables + with a visible reason tied to it by aria-describedby', () => {
    const props = setup({ steps: step({ quantity: 6, limitReason: 'order_limit' }) });
    const plus = screen.getByRole('button', {
      name: 'Standard: add one',
      description: 'Maximum 6 tickets per order',
    });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Maximum 6 tickets per order')).toBeTruthy();
    fireEvent.click(plus);
    expect(props.onAdd).not.toHaveBeenCalled();
  });

  it('explains a tier limit with the tier’s stock', () => {
    setup({
      tiers: [tier({ available: 3 })],
      steps: step({ quantity: 3, max: 3, limitReason: 'tier_limit' }),
    });
    expect(
      screen.getByRole('button', {
        name: 'Standard: add one',
        description: 'Only 3 available',
      }),
    ).toBeTruthy();
  });

  it('passes typed quantities to the model and restores the model’s value on blur', () => {
    const props = setup({ steps: step({ quantity: 1 }) });
    const input = screen.getByRole('spinbutton', {
      name: 'Standard: quantity',
    }) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '4' } });
    expect(props.onSetQuantity).toHaveBeenCalledWith('std', 4);
    fireEvent.input(input, { target: { value: '' } });
    expect(props.onSetQuantity).toHaveBeenCalledTimes(1);
    fireEvent.blur(input);
    expect(input.value).toBe('1');
  });

  it('shows "Only N left" when few remain, and not when many do', () => {
    setup({
      tiers: [
        tier({ id: 'a', name: 'Early', available: 4 }),
        tier({ id: 'b', name: 'Late', available: 80 }),
      ],
    });
    expect(screen.getByText('Only 4 left')).toBeTruthy();
    expect(screen.queryByText('Only 80 left')).toBeNull();
  });

  it('shows a tier the model calls sold out without a stepper, with nothing left or marked', () => {
    for (const sold of [tier({ available: 0 }), tier({ soldOut: true, available: 0 })]) {
      const { unmount } = renderUi(
        <TierList {...setupProps({ tiers: [sold], steps: step({ limitReason: 'sold_out' }) })} />,
      );
      expect(screen.getByText('Sold out')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Standard: add one' })).toBeNull();
      unmount();
    }
  });

  it('formats prices in the widget language and shows Free for 0', () => {
    setup({
      tiers: [
        tier({ id: 'a', name: 'Kids', price: 0 }),
        tier({ id: 'b', name: 'VIP', price: 3000 }),
      ],
      currency: 'JPY',
    });
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('¥3,000')).toBeTruthy();
  });

  it('renders organizer text literally, never as HTML', () => {
    setup({ tiers: [tier({ name: '<b>VIP</b>', description: '<script>alert(1)</script>' })] });
    expect(screen.getByRole('heading', { name: '<b>VIP</b>' })).toBeTruthy();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('b, script')).toBeNull();
    expect(screen.getByRole('button', { name: '<b>VIP</b>: add one' })).toBeTruthy();
  });

  it('sets the tier colour through CSSOM', () => {
    setup();
    const mark = document.querySelector<HTMLElement>('.bo-tier__mark');
    expect(mark?.style.backgroundColor).toMatch(/#ff8800|rgb\(255, 136, 0\)/);
  });
});
