import { fireEvent, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '../api/schemas';
import type { BuyerValues, FieldErrorCode, FieldKey } from '../model/form';
import { BuyerForm } from './buyer-form';
import { renderUi } from './testing';

const questions: Question[] = [
  { id: 'diet', label: '<b>Dietary</b> needs', required: true },
  { id: 'tshirt', label: 'T-shirt size', required: false },
];
const empty: BuyerValues = { name: '', email: '', phone: '', answers: new Map() };
type Errors = Partial<Record<FieldKey, FieldErrorCode>>;

/** A stand-in for the model: keeps values, validates required fields on submit. */
function Harness({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  return (
    <BuyerForm
      questions={questions}
      values={values}
      errors={errors}
      onChange={(field, value) =>
        setValues((v) =>
          field === 'customer.name'
            ? { ...v, name: value }
            : field === 'customer.email'
              ? { ...v, email: value }
              : v,
        )
      }
      onSubmit={() => {
        const next: Errors = {};
        if (!values.name) next['customer.name'] = 'required';
        if (!values.email.includes('@')) next['customer.email'] = 'email_invalid';
        if (!values.answers.get('diet')) next['answers.diet'] = 'required';
        setErrors(next);
        onSubmit();
      }}
    >
      <button type="submit">Pay</button>
    </BuyerForm>
  );
}

describe('BuyerForm', () => {
  it('labels fields with autocomplete and input modes', () => {
    renderUi(
      <BuyerForm questions={[]} values={empty} errors={{}} onChange={vi.fn()} onSubmit={vi.fn()} />,
    );
    const name = screen.getByRole('textbox', { name: /^Name/ });
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('aria-required')).toBeNull();
    expect(name.getAttribute('aria-required')).toBe('true');
  });

  it('renders organizer questions as text and marks required ones', () => {
    renderUi(
      <BuyerForm
        questions={questions}
        values={empty}
        errors={{}}
        onChange={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    const diet = screen.getByRole('textbox', { name: /<b>Dietary<\/b> needs/ });
    expect(diet.getAttribute('aria-required')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: /T-shirt size/ }).getAttribute('aria-required'),
    ).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('ties each error to its field', () => {
    renderUi(
      <BuyerForm
        questions={[]}
        values={{ ...empty, email: 'nope' }}
        errors={{ 'customer.email': 'email_invalid' }}
        onChange={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    const email = screen.getByRole('textbox', {
      name: /^E-mail/,
      description: 'Enter an e-mail address like name@example.com.',
    });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends typed text out through onChange', () => {
    const onChange = vi.fn();
    renderUi(
      <BuyerForm
        questions={questions}
        values={empty}
        errors={{}}
        onChange={onChange}
        onSubmit={vi.fn()}
      />,
    );
    fireEvent.input(screen.getByRole('textbox', { name: /T-shirt/ }), { target: { value: 'M' } });
    expect(onChange).toHaveBeenCalledWith('answers.tshirt', 'M');
  });

  it('on submit announces a summary and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    renderUi(<Harness onSubmit={onSubmit} />);
    fireEvent.input(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Please correct 2 fields:');
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^E-mail/ })),
    );
    fireEvent.click(screen.getByRole('button', { name: '<b>Dietary</b> needs' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Dietary/ }));
  });

  it('focuses the first invalid field when the parent asks (server errors)', async () => {
    const props = { questions: [], values: empty, onChange: vi.fn(), onSubmit: vi.fn() };
    const { rerender } = renderUi(<BuyerForm {...props} errors={{}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <BuyerForm {...props} errors={{ 'customer.phone': 'phone_invalid' }} focusRequest={1} />,
    );
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Phone/ })),
    );
    expect(screen.getByRole('alert').textContent).toBe('Please correct 1 field:Phone');
  });
});
