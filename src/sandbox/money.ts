/**
 * Minor-unit money arithmetic for the sandbox. Prices travel as decimal major units
 * (`25.5` EUR) but every sum is done in integer minor units, respecting each
 * currency's ISO 4217 digits (JPY has none, EUR two).
 */

const digitsCache = new Map<string, number>();

/** Number of minor-unit digits of an ISO 4217 currency (EUR 2, JPY 0), via Intl. */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** Major units (`25.5`) → integer minor units (`2550`). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** Integer minor units (`2550`) → major units (`25.5`). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** Human text for e-mails and the payment page, e.g. `€25.50`, `¥4,500`. */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
    toMajor(minor, currency),
  );
}
