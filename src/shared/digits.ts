/**
 * Digits in the scripts the widget writes and reads: Latin, Arabic-Indic and Persian. The
 * formats write the widget's digits (src/i18n/format.ts) and the form reads what a buyer
 * typed in any of them (src/model/form.ts): one rule for both.
 */

/** Latin, Arabic-Indic and Persian digits. */
export const DIGITS = /[0-9\u0660-\u0669\u06f0-\u06f9]/g;

/** The value (0–9) of one digit of `DIGITS`: zero is at U+0030, U+0660 and U+06F0, so it is the code point's last hex digit. */
export const digitValue = (digit: string): number => digit.charCodeAt(0) % 16;

/** `text` with every digit of `DIGITS` written in Latin. */
export const latinDigits = (text: string): string =>
  text.replace(DIGITS, (digit) => String(digitValue(digit)));
