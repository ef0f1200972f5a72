import { describe, expect, it } from 'vitest';
import { createForm, normalisePhone, serverFieldErrors, validateForm } from './form';
import { paidEvent } from './testing/fixtures';

const questions = paidEvent().questions;
const filled = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  answers: new Map([['diet', 'none']]),
};

describe('buyer form', () => {
  it('accepts a complete form with an optional phone left empty', () => {
    expect(validateForm(filled, questions)).toEqual({});
  });

  it('flags each missing or malformed field with a code, in form order', () => {
    const errors = validateForm(
      { name: ' ', email: 'ada@', phone: '12', answers: new Map() },
      questions,
    );
    expect(Object.entries(errors)).toEqual([
      ['customer.name', 'required'],
      ['customer.email', 'email_invalid'],
      ['customer.phone', 'phone_invalid'],
      ['answers.diet', 'required'],
    ]);
  });

  it('accepts phone numbers written with spaces, dashes and parentheses', () => {
    expect(normalisePhone('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(validateForm({ ...filled, phone: '+44 (20) 7946-0958' }, questions)).toEqual({});
    expect(validateForm({ ...filled, phone: '0044 20 7946 0958' }, questions)).toEqual({
      'customer.phone': 'phone_invalid',
    });
  });

  it('accepts phone numbers in Arabic-Indic and Persian digits, as the Arabic form shows them', () => {
    expect(normalisePhone('+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+966501234567');
    expect(normalisePhone('+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('+989123456789');
    expect(validateForm({ ...filled, phone: '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧' }, questions)).toEqual({});
  });

  it("maps the server's 400 fields onto form fields and ignores unknown paths", () => {
    const errors = serverFieldErrors(
      [
        { field: 'customer.email', message: 'bad' },
        { field: 'answers.shirt', message: 'required' },
        { field: 'answers.diet', message: 'too long' },
        { field: 'items', message: 'x' },
      ],
      filled,
    );
    expect(errors).toEqual({
      'customer.email': 'email_invalid',
      'answers.shirt': 'required',
      'answers.diet': 'invalid',
    });
  });

  it('keeps what the buyer typed while errors come and go', () => {
    const form = createForm();
    form.setField('customer.name', 'Ada');
    form.setField('answers.diet', 'vegan');
    expect(form.validate(questions)).toBe(false);
    expect(form.errors.value['customer.email']).toBe('required');
    form.setField('customer.email', 'ada@example.com');
    expect(form.errors.value['customer.email']).toBeUndefined();
    form.applyServerErrors([{ field: 'customer.email', message: 'taken' }]);
    expect(form.values.value).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      answers: new Map([['diet', 'vegan']]),
    });
    expect(form.validate(questions)).toBe(true);
  });
});

describe('the organizer’s prefill', () => {
  it('fills the fields the buyer has not typed in, now and after a change', () => {
    const form = createForm(
      { email: 'mine@example.com' },
      { name: 'Ada', email: 'org@example.com' },
    );
    expect(form.values.value).toMatchObject({ name: 'Ada', email: 'mine@example.com', phone: '' });
    form.setField('customer.phone', '+4930123456');
    form.prefill({ name: 'Grace', phone: '+1555', answers: new Map([['diet', 'vegan']]) });
    expect(form.values.value).toMatchObject({
      name: 'Grace',
      email: 'mine@example.com',
      phone: '+4930123456',
    });
    expect(form.values.value.answers.get('diet')).toBe('vegan');
    // Only what the buyer typed is theirs (their draft keeps it).
    expect(form.typed.value).toEqual({ email: 'mine@example.com', phone: '+4930123456' });
    expect(form.errors.value).toEqual({});
  });
});
