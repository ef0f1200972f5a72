/**
 * The checkout form (part="form"): name, e-mail, phone, then one field per organizer
 * question. Controlled: values come from props, changes go out through `onChange`. After
 * a submit attempt (or when `focusRequest` changes, e.g. after a server 400 with `fields`)
 * an error summary is announced and focus moves to the first invalid field.
 * Children (summary, submit button) render inside the `<form>` so Enter submits.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Question } from '../api/schemas';
import type { BuyerValues, FieldErrors, FieldKey } from '../model/form';
import { Field as EachField, type FieldProps } from './field';
import { memo } from './memo';
import { useProgressive } from './progressive';
import { usePurchaseText } from './purchase-text';

/** Props of `BuyerForm`. */
export interface BuyerFormProps {
  /** The organizer's questions, in order. */
  questions: readonly Question[];
  /** What the buyer typed (kept by the model). */
  values: BuyerValues;
  /** Field key → problem (client validation or the server's 400 `fields`). */
  errors: FieldErrors;
  /** Bump to show the summary and focus the first invalid field (e.g. after server errors). */
  focusRequest?: number;
  /** Disables all fields (while checking out). */
  disabled?: boolean;
  /** A field changed. */
  onChange: (field: FieldKey, value: string) => void;
  /** The form was submitted (the model validates, then checks out). */
  onSubmit: () => void;
  /** Rendered at the end of the form: summary, notices, `SubmitButton`. */
  children?: ComponentChildren;
}

/** A field re-renders only when its own value, error or state changed. */
const Field = memo(EachField);

/** Questions in the form's first frame, and in each frame after it. */
const QUESTIONS = 10;

/** The buyer's own fields, in form order: name, e-mail, then the phone with its example. */
function customerFields(
  values: BuyerValues,
  t: ReturnType<typeof usePurchaseText>['t'],
  f: ReturnType<typeof usePurchaseText>['f'],
) {
  return [
    {
      field: 'customer.name',
      label: t.form.name,
      value: values.name,
      required: true,
      autocomplete: 'name',
    },
    {
      field: 'customer.email',
      label: t.form.email,
      value: values.email,
      required: true,
      type: 'email',
      inputMode: 'email',
      autocomplete: 'email',
    },
    {
      field: 'customer.phone',
      label: t.form.phone,
      value: values.phone,
      required: false,
      type: 'tel',
      inputMode: 'tel',
      autocomplete: 'tel',
      // The example number in the widget's digits (the form reads either back: form.ts).
      hint: f.digits(t.form.phoneHint),
    },
  ] as const satisfies readonly Omit<FieldProps, 'onChange' | 'error' | 'disabled'>[];
}

/** Renders the buyer form. */
export function BuyerForm(props: BuyerFormProps) {
  const { t, f } = usePurchaseText();
  const shown = useProgressive(props.questions.length, QUESTIONS);
  const { values, errors, disabled } = props;
  const form = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  const count = Object.values(errors).filter(Boolean).length;
  const showSummary = (attempts > 0 || (props.focusRequest ?? 0) > 0) && count > 0;

  // Runs after the render that carries the errors of this attempt.
  useEffect(() => {
    if (attempts === 0 && !props.focusRequest) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, props.focusRequest]);

  /** Every field with its label, in form order (for the error summary). */
  const labels: [FieldKey, string][] = [
    ['customer.name', t.form.name],
    ['customer.email', t.form.email],
    ['customer.phone', t.form.phone],
    ...props.questions.map((q): [FieldKey, string] => [`answers.${q.id}`, q.label]),
  ];
  const focusField = (key: FieldKey) => {
    for (const el of form.current?.querySelectorAll<HTMLElement>('[data-field]') ?? []) {
      if (el.dataset.field === key) el.focus();
    }
  };
  const fieldProps = (field: FieldKey) => ({
    field,
    error: errors[field],
    disabled,
    onChange: props.onChange,
  });
  return (
    <form
      ref={form}
      class="bo-form"
      part="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
        setAttempts((n) => n + 1);
      }}
    >
      <h3 class="bo-heading">{t.form.heading}</h3>
      {showSummary && (
        <div class="bo-error-summary" role="alert">
          <p>{t.form.errorSummary(f.count(count))}</p>
          <ul>
            {labels
              .filter(([key]) => errors[key])
              .map(([key, label]) => (
                <li key={key}>
                  <button type="button" dir="auto" onClick={() => focusField(key)}>
                    {label}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      )}
      {customerFields(values, t, f).map(({ field, ...rest }) => (
        <Field key={field} {...fieldProps(field)} {...rest} />
      ))}
      {props.questions.length > 0 && (
        <fieldset class="bo-fieldset">
          <legend class="bo-legend">{t.form.questions}</legend>
          {props.questions.slice(0, shown).map((q) => (
            <Field
              key={q.id}
              {...fieldProps(`answers.${q.id}`)}
              label={q.label}
              value={values.answers.get(q.id) ?? ''}
              required={q.required}
            />
          ))}
        </fieldset>
      )}
      {props.children}
    </form>
  );
}
