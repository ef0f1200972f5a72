/**
 * Minor-unit money arithmetic for the sandbox. Prices travel as decimal major units
 * (`25.5` EUR) but every sum is done in integer minor units, with the widget's own digits per
 * currency (`exponent`, src/model/money.ts): the local API and the widget it serves must count
 * the same minor units, or a total would differ by a factor of a hundred.
 */
import { exponent } from '../model/money.ts';

/** Major units (`25.5`) → integer minor units (`2550`). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** exponent(currency));
}

/** Integer minor units (`2550`) → major units (`25.5`). */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** exponent(currency);
}

/** Human text for e-mails and the payment page, e.g. `€25.50`, `¥4,500`. */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
    toMajor(minor, currency),
  );
}
