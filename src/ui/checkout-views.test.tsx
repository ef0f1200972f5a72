import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Confirmation } from './confirmation';
import { Loading } from './loading';
import { PromoField } from './promo-field';
import { SubmitButton } from './submit-button';
import { renderUi, sentence } from './testing';

describe('SubmitButton', () => {
  it('offers to pay the total in the widget language', () => {
    renderUi(<SubmitButton total={12.5} currency="EUR" busy={false} />);
    expect(screen.getByRole('button', { name: 'Pay €12.50' })).toBeTruthy();
  });

  it('offers free tickets when the total is zero', () => {
    renderUi(<SubmitButton total={0} currency="EUR" busy={false} />);
    expect(screen.getByRole('button', { name: 'Get free tickets' })).toBeTruthy();
  });

  it('is disabled and busy while processing', () => {
    renderUi(<SubmitButton total={12.5} currency="EUR" busy />);
    const button = screen.getByRole('button', { name: 'Processing…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('Confirmation', () => {
  /** A checkout as the lifecycle holds it. */
  const CHECKOUT = { checkoutId: 'chk_1', items: [{ tier: 'std', quantity: 2 }] };

  it('names what was bought and where the e-mail goes', () => {
    renderUi(
      <Confirmation
        phase={{
          state: 'completed',
          checkout: { ...CHECKOUT, email: 'ada@example.com', orderId: 'ord_1' },
        }}
        lines={[{ name: 'Standard', quantity: 2 }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'You’re going!' })).toBeTruthy();
    expect(screen.getByText('2 × Standard')).toBeTruthy();
    expect(
      screen.getByText(sentence('A confirmation e-mail is on its way to ada@example.com.')),
    ).toBeTruthy();
    expect(screen.getByText(sentence('Order reference: ord_1'))).toBeTruthy();
  });

  it('moves focus to the outcome so it is read out', () => {
    const checkout = { ...CHECKOUT, amount: 50, currency: 'EUR', email: 'a@b.co' };
    renderUi(<Confirmation phase={{ state: 'paid', checkout }} />);
    const heading = screen.getByRole('heading', { name: /Payment received/ });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(sentence('Total: €50.00'))).toBeTruthy();
  });

  it.each([
    ['failed', 'Payment failed'],
    ['canceled', 'Payment cancelled'],
    ['expired', 'Checkout expired'],
  ] as const)('offers "Try again" after a %s payment', (state, title) => {
    const onRetry = vi.fn();
    renderUi(<Confirmation phase={{ state, checkout: CHECKOUT }} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('promises an e-mail when the payment is still processing', () => {
    renderUi(
      <Confirmation phase={{ state: 'processing', checkout: CHECKOUT }} onRetry={vi.fn()} />,
    );
    expect(screen.getByText(/we’ll e-mail you/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a status while checking the payment', () => {
    renderUi(<Confirmation phase={{ state: 'checking', checkout: CHECKOUT }} />);
    expect(screen.getByRole('status').textContent).toBe('Checking your payment…');
    expect(document.activeElement).toBe(document.body);
  });

  it('links to a payment page the browser blocked, opening it in a new tab', () => {
    const onContinue = vi.fn();
    renderUi(
      <Confirmation
        phase={{ state: 'blocked', checkout: CHECKOUT, paymentUrl: 'https://pay.example/chk_1' }}
        onContinue={onContinue}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Your browser blocked the payment window.',
    );
    const link = screen.getByRole('link', { name: 'Continue to payment' });
    expect(link.getAttribute('href')).toBe('https://pay.example/chk_1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    // Keyboard and screen-reader users land on the one thing to do.
    expect(document.activeElement).toBe(link);
    // The test page must not navigate: the default action is stopped after the handler ran.
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('offers no link to an unsafe blocked payment URL', () => {
    const phase = {
      state: 'blocked',
      checkout: CHECKOUT,
      paymentUrl: 'javascript:alert(1)',
    } as const;
    renderUi(<Confirmation phase={phase} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('PromoField', () => {
  it('applies on Enter and on the button, not when empty', () => {
    const onApply = vi.fn();
    const { rerender } = renderUi(
      <PromoField value="" status={null} onInput={vi.fn()} onApply={onApply} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    rerender(<PromoField value="SUMMER" status={null} onInput={vi.fn()} onApply={onApply} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Promo code' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['applied', 'Code SUMMER applied.'],
    ['invalid', 'This code is not valid.'],
    ['expired', 'This code has expired.'],
  ] as const)('announces %s inline', (status, text) => {
    renderUi(
      <PromoField
        value="SUMMER"
        status={status}
        appliedCode="SUMMER"
        onInput={vi.fn()}
        onApply={vi.fn()}
      />,
    );
    const message = screen.getByText(sentence(text));
    expect(message.getAttribute('aria-live')).toBe('polite');
    const input = screen.getByRole('textbox', { name: 'Promo code', description: text });
    expect(input.getAttribute('aria-invalid')).toBe(status === 'applied' ? null : 'true');
  });
});

describe('Loading', () => {
  it('is busy and announces loading', () => {
    renderUi(<Loading view="event" />);
    expect(screen.getByRole('status').textContent).toBe('Loading tickets…');
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});
