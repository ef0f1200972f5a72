/**
 * Minor-unit money: sums are done in integer minor units, never in floats.
 * The API sends major units (`25.5` EUR); we convert to integer minor units, add and
 * multiply as integers, and convert back only for display.
 */

/**
 * ISO 4217 currencies whose minor unit is not 2 digits. A static table rather than `Intl`:
 * `Intl.NumberFormat` gives the digits a locale shows prices with (CLDR: none for HUF, whose
 * ISO 4217 minor unit has two), which engines and their ICU versions may change; the API's
 * amounts are ISO 4217 amounts, so this table is the one rule, for the widget and for the
 * sandbox (src/sandbox/money.ts).
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Number of decimal digits of `currency`'s minor unit (2 unless ISO says otherwise). */
export function exponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

/**
 * Major → integer minor units, rounding half away from zero at the currency's precision.
 * Shifts the decimal point in the number's text form so that `1.005` gives `101`, not `100`.
 */
export function toMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) return 0;
  const e = exponent(currency);
  const text = String(Math.abs(amount));
  const shifted = text.includes('e') ? Math.abs(amount) * 10 ** e : Number(`${text}e${e}`);
  return Math.sign(amount) * Math.round(shifted) || 0;
}

/**
 * Integer minor units → major units (the nearest double to the exact decimal), by moving
 * the decimal point in the number's text. Text that is already exponential (≥ 1e21) moves
 * its exponent (`1e+23` → `1e21`: appending `e-2` would read `1e+23e-2`, which is NaN).
 */
export function fromMinor(minor: number, currency: string): number {
  const e = exponent(currency);
  if (e === 0 || !Number.isFinite(minor)) return minor;
  const [mantissa, power] = String(minor).split('e');
  return Number(`${mantissa}e${Number(power ?? 0) - e}`);
}

/** Exact sum of major amounts, in major units. */
export function sum(amounts: readonly number[], currency: string): number {
  return fromMinor(
    amounts.reduce((total, amount) => total + toMinor(amount, currency), 0),
    currency,
  );
}

/** Exact `amount × quantity`, in major units. */
export function multiply(amount: number, quantity: number, currency: string): number {
  return fromMinor(toMinor(amount, currency) * Math.trunc(quantity), currency);
}
