/**
 * The buyer form: what was typed (never lost), client-side checks that yield error
 * CODES per field, and the server's 400 `fields` mapped back onto the same keys.
 * Field keys mirror `CheckoutRequest` paths: `customer.name`, `answers.<questionId>`.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { Customer, E164, type FieldError, type Question } from '../api/schemas';
import { latinDigits } from '../shared/digits';

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
  latinDigits(phone.replace(/[\s\-().]/g, ''));

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
  /** What the form shows: what the buyer typed, else what the organizer pre-filled. */
  values: ReadonlySignal<BuyerValues>;
  /** What the buyer typed themselves (the fields they edited), for their draft. */
  typed: ReadonlySignal<KnownValues>;
  /** Current errors by field. */
  errors: ReadonlySignal<FieldErrors>;
  /** Sets one field (clearing its error: the buyer is fixing it). */
  setField(key: FieldKey, value: string): void;
  /** What the organizer pre-fills: shown in every field the buyer has not edited. */
  prefill(values: KnownValues): void;
  /** Runs the client checks, shows their errors, and says whether the form may be sent. */
  validate(questions: readonly Question[]): boolean;
  /** Shows the server's field errors; returns how many mapped onto fields. */
  applyServerErrors(fields: readonly FieldError[]): number;
}

/** Some of the fields: what the buyer typed, or what the organizer pre-filled. */
export type KnownValues = Partial<BuyerValues>;

const CUSTOMER = [
  ['customer.name', 'name'],
  ['customer.email', 'email'],
  ['customer.phone', 'phone'],
] as const;

/** The fields `known` holds, by key. */
function byKey(known: KnownValues): Map<FieldKey, string> {
  const fields = new Map<FieldKey, string>();
  for (const [key, name] of CUSTOMER) {
    const value = known[name];
    if (value !== undefined) fields.set(key, value);
  }
  for (const [id, answer] of known.answers ?? []) fields.set(answerKey(id), answer);
  return fields;
}

/** The fields of `fields` as `KnownValues`. */
function known(fields: ReadonlyMap<FieldKey, string>): KnownValues {
  const values: KnownValues = {};
  const answers: [string, string][] = [];
  for (const [key, value] of fields) {
    const customer = CUSTOMER.find(([k]) => k === key);
    if (customer) values[customer[1]] = value;
    else answers.push([key.slice('answers.'.length), value]);
  }
  return answers.length > 0 ? { ...values, answers: new Map(answers) } : values;
}

/**
 * Creates the form model: `typed` is what the buyer typed before (each field it holds counts
 * as edited: restored from their draft, or back from the payment page), `prefill` what the
 * organizer pre-fills in the others.
 */
export function createForm(typed: KnownValues = {}, prefill: KnownValues = {}): FormModel {
  const edited = signal(byKey(typed));
  const prefilled = signal(byKey(prefill));
  const values = computed((): BuyerValues => {
    const fields = new Map([...prefilled.value, ...edited.value]);
    return {
      name: fields.get('customer.name') ?? '',
      email: fields.get('customer.email') ?? '',
      phone: fields.get('customer.phone') ?? '',
      answers: new Map(
        [...fields]
          .filter(([key]) => key.startsWith('answers.'))
          .map(([key, value]) => [key.slice('answers.'.length), value]),
      ),
    };
  });
  const errors = signal<FieldErrors>({});
  return {
    values,
    typed: computed(() => known(edited.value)),
    errors,
    setField(key, value) {
      edited.value = new Map(edited.peek()).set(key, value);
      if (errors.peek()[key]) {
        const { [key]: _cleared, ...rest } = errors.peek();
        errors.value = rest;
      }
    },
    prefill(next) {
      prefilled.value = byKey(next);
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
