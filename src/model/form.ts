/**
 * The buyer form: what was typed (never lost), client-side checks that yield error
 * CODES per field, and the server's 400 `fields` mapped back onto the same keys.
 * Field keys mirror `CheckoutRequest` paths: `customer.name`, `answers.<questionId>`.
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import { Customer, E164, type FieldError, type Question } from '../api/schemas';

/** A form field: a `CheckoutRequest` path. */
export type FieldKey = 'customer.name' | 'customer.email' | 'customer.phone' | `answers.${string}`;

/** What is wrong with a field; `invalid` for server-reported problems we cannot classify. */
export type FieldErrorCode = 'required' | 'email_invalid' | 'phone_invalid' | 'invalid';

/** Errors by field, in form order (the first one gets focus). */
export type FieldErrors = Readonly<Partial<Record<FieldKey, FieldErrorCode>>>;

/** Everything the buyer typed. */
export interface BuyerValues {
  name: string;
  email: string;
  phone: string;
  /** Question id → answer. A Map: question ids are API data and may be any string. */
  answers: ReadonlyMap<string, string>;
}

/** The answer to question `questionId` ('' when none). */
export const answerOf = (values: BuyerValues, questionId: string): string =>
  values.answers.get(questionId) ?? '';

/** The key of a question's field. */
export const answerKey = (questionId: string): FieldKey => `answers.${questionId}`;

/**
 * Drops spaces, dashes, dots and parentheses, so `+44 (20) 7946-0958` becomes `+442079460958`,
 * and writes Arabic-Indic and Persian digits as Latin ones (`+٤٤ ٢٠…` too): the form shows its
 * example number in the widget's digits (src/i18n/format.ts), and a buyer may type in them.
 */
export const normalisePhone = (phone: string): string =>
  phone
    .replace(/[\s\-().]/g, '')
    // Zero is at U+0660 and U+06F0: a digit's value is its code point's last hex digit.
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) % 16));

/** Checks the form's required fields (name, e-mail, required questions); returns error codes in form order. */
export function validateForm(values: BuyerValues, questions: readonly Question[]): FieldErrors {
  const errors: Partial<Record<FieldKey, FieldErrorCode>> = {};
  if (values.name.trim() === '') errors['customer.name'] = 'required';
  if (values.email.trim() === '') errors['customer.email'] = 'required';
  else if (!Customer.shape.email.safeParse(values.email.trim()).success)
    errors['customer.email'] = 'email_invalid';
  const phone = normalisePhone(values.phone);
  if (phone !== '' && !E164.safeParse(phone).success) errors['customer.phone'] = 'phone_invalid';
  for (const q of questions) {
    if (q.required && answerOf(values, q.id).trim() === '') errors[answerKey(q.id)] = 'required';
  }
  return errors;
}

const FIELD_KEY = /^(customer\.(name|email|phone)|answers\..+)$/;
const isFieldKey = (field: string): field is FieldKey => FIELD_KEY.test(field);

/** Maps a 400's `fields` onto form keys; unknown paths (e.g. `items`) are left out. */
export function serverFieldErrors(fields: readonly FieldError[], values: BuyerValues): FieldErrors {
  const errors: Partial<Record<FieldKey, FieldErrorCode>> = {};
  for (const { field } of fields) {
    if (!isFieldKey(field)) continue;
    const value =
      field === 'customer.name'
        ? values.name
        : field === 'customer.phone'
          ? values.phone
          : field === 'customer.email'
            ? values.email
            : answerOf(values, field.slice('answers.'.length));
    errors[field] =
      value.trim() === ''
        ? 'required'
        : field === 'customer.email'
          ? 'email_invalid'
          : field === 'customer.phone'
            ? 'phone_invalid'
            : 'invalid';
  }
  return errors;
}

/** The form state of one widget. */
export interface FormModel {
  /** What the buyer typed. */
  values: ReadonlySignal<BuyerValues>;
  /** Current errors by field. */
  errors: ReadonlySignal<FieldErrors>;
  /** Sets one field (clearing its error: the buyer is fixing it). */
  setField(key: FieldKey, value: string): void;
  /** Runs the client checks, shows their errors, and says whether the form may be sent. */
  validate(questions: readonly Question[]): boolean;
  /** Shows the server's field errors; returns how many mapped onto fields. */
  applyServerErrors(fields: readonly FieldError[]): number;
}

/** What the buyer typed, as kept outside the form (`storage.ts`): answers by question id. */
export type KnownValues = Partial<Omit<BuyerValues, 'answers'>> & {
  answers?: Readonly<Record<string, string>>;
};

/** Creates the form model, with what the buyer typed before when it is known. */
export function createForm(known: KnownValues = {}): FormModel {
  const values = signal<BuyerValues>({
    name: known.name ?? '',
    email: known.email ?? '',
    phone: known.phone ?? '',
    // Own properties only (`JSON.parse` makes a `__proto__` question id one).
    answers: new Map(Object.entries(known.answers ?? {})),
  });
  const errors = signal<FieldErrors>({});
  return {
    values,
    errors,
    setField(key, value) {
      const v = values.peek();
      if (key === 'customer.name') values.value = { ...v, name: value };
      else if (key === 'customer.email') values.value = { ...v, email: value };
      else if (key === 'customer.phone') values.value = { ...v, phone: value };
      else {
        const answers = new Map(v.answers).set(key.slice('answers.'.length), value);
        values.value = { ...v, answers };
      }
      if (errors.peek()[key]) {
        const { [key]: _cleared, ...rest } = errors.peek();
        errors.value = rest;
      }
    },
    validate(questions) {
      errors.value = validateForm(values.peek(), questions);
      return Object.keys(errors.value).length === 0;
    },
    applyServerErrors(fields) {
      const mapped = serverFieldErrors(fields, values.peek());
      errors.value = mapped;
      return Object.keys(mapped).length;
    },
  };
}
