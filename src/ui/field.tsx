/** One labelled text input with its inline error, tied by `aria-describedby` + `aria-invalid`. */
import { useId } from 'preact/hooks';
import type { FieldErrorCode, FieldKey } from '../model/form';
import { usePurchaseText } from './purchase-text';

/** Props of `Field`. */
export interface FieldProps {
  /** Which value this is (also set as `name` and `data-field`). */
  field: FieldKey;
  /** Label text (organizer labels are rendered as text). */
  label: string;
  value: string;
  /** Required: marked in the label and with `aria-required`. */
  required: boolean;
  /** What is wrong, or undefined. */
  error?: FieldErrorCode;
  /** Extra hint below the label. */
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autocomplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  disabled?: boolean;
  onChange: (field: FieldKey, value: string) => void;
}

/** Renders label, input, hint and error. */
export function Field(props: FieldProps) {
  const { t, f } = usePurchaseText();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [props.hint && hintId, props.error && errorId].filter(Boolean).join(' ');
  return (
    <div class={`bo-field${props.error ? ' bo-field--error' : ''}`}>
      <label class="bo-label" for={id}>
        <bdi>{props.label}</bdi>{' '}
        <span class="bo-label__mark">{props.required ? t.form.required : t.form.optional}</span>
      </label>
      {props.hint && (
        <p class="bo-hint" id={hintId}>
          {props.hint}
        </p>
      )}
      <input
        id={id}
        name={props.field}
        data-field={props.field}
        class="bo-input"
        // What the buyer types reads in its own direction: a Latin name or a phone number
        // in an Arabic form, a Hebrew answer in an English one.
        dir="auto"
        type={props.type ?? 'text'}
        // Preact's input typings pick a variant by `type`; a union `type` needs `list` spelled out.
        list={undefined}
        autocomplete={props.autocomplete}
        inputMode={props.inputMode}
        value={props.value}
        disabled={props.disabled}
        aria-required={props.required ? 'true' : undefined}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={described || undefined}
        onInput={(e) => props.onChange(props.field, e.currentTarget.value)}
      />
      {props.error && (
        <p class="bo-error" id={errorId}>
          {/* `phone_invalid` gives an example number: in the widget's digits. */}
          {f.digits(t.form.errors[props.error])}
        </p>
      )}
    </div>
  );
}
