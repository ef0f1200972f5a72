/**
 * One ticket type (part="tier"): colour mark, name, description, price, stock hint and a
 * quantity stepper (− / number / +) whose controls all name the tier; right to left, the row
 * mirrors (name on the right, "−" first from the right). When "+" can't add,
 * it stays focusable (`aria-disabled`, so keyboard focus isn't lost at the limit) and the
 * reason is visible next to it and tied to it with `aria-describedby`.
 */
import type { ReadonlySignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import type { Tier } from '../api/schemas';
import type { AddBlock } from '../model/basket';
import { OwnText } from './bidi';
import { useText } from './text';

/** Stock at or below which "Only N left" is shown. */
export const FEW_LEFT = 10;

/**
 * A tier's stepper state as signals: the row re-renders when its quantity or its reason
 * changes, and its maximum, which every change of the order's total moves, goes to its input
 * without a render.
 */
export interface RowStep {
  /** Tickets of this tier in the basket. */
  quantity: ReadonlySignal<number>;
  /** Highest quantity allowed now, as the spinbutton's `max` ('' when unknown). */
  max: ReadonlySignal<string>;
  /** Why "+" can't add another ticket, or null when it can; `sold_out` shows the tier as sold out. */
  limitReason: ReadonlySignal<AddBlock | null>;
}

/** Props of `TierRow`. */
export interface TierRowProps {
  tier: Tier;
  /** Currency of the event (ISO 4217). */
  currency: string;
  /** Its stepper state. */
  step: RowStep;
  /** `maxTicketsPerOrder`, for the `order_limit` text. */
  maxPerOrder: number;
  /** Disables the whole stepper (e.g. while checking out). */
  disabled?: boolean;
  /** "+" pressed (only called when `limitReason` is null). */
  onAdd: (tierId: string) => void;
  /** "−" pressed (only called when quantity > 0). */
  onRemove: (tierId: string) => void;
  /** A number typed into the input; the model clamps it. */
  onSetQuantity: (tierId: string, quantity: number) => void;
}

/** Renders one tier as a list item. */
export function TierRow(props: TierRowProps) {
  const { tier, currency, step, maxPerOrder, disabled } = props;
  const quantity = step.quantity.value;
  const limitReason = step.limitReason.value;
  const { t, f } = useText();
  const reasonId = useId();
  // The model's verdict (`tierBlock`), never one of the row's own.
  const soldOut = limitReason === 'sold_out';
  const canAdd = !disabled && limitReason === null;
  const canRemove = !disabled && quantity > 0;
  const reasonText =
    limitReason === 'tier_limit'
      ? t.tiers.limit.tier_limit(f.count(tier.available))
      : limitReason === 'order_limit'
        ? t.tiers.limit.order_limit(f.count(maxPerOrder))
        : limitReason && t.tiers.limit[limitReason];
  // The model may clamp (or ignore) what was typed; once editing ends, show its value.
  const commit = (input: HTMLInputElement) => {
    if (input.value !== String(quantity)) input.value = String(quantity);
  };
  return (
    <li
      class={`bo-tier${soldOut ? ' bo-tier--soldout' : ''}${quantity > 0 ? ' bo-tier--selected' : ''}`}
      part="tier"
    >
      <span
        class="bo-tier__mark"
        aria-hidden="true"
        style={tier.color ? { backgroundColor: tier.color } : undefined}
      />
      <div class="bo-tier__info">
        <OwnText as="h4" class="bo-tier__name" text={tier.name} />
        <OwnText as="p" class="bo-tier__desc" text={tier.description} />
        <p class="bo-tier__price">
          {tier.price === 0 ? t.tiers.free : f.money(tier.price, currency)}
          {!soldOut && tier.available <= FEW_LEFT && (
            <span class="bo-tier__left">{t.tiers.left(f.count(tier.available))}</span>
          )}
        </p>
      </div>
      {soldOut && quantity === 0 ? (
        <p class="bo-tier__soldout">{t.tiers.soldOut}</p>
      ) : (
        <div class="bo-stepper">
          <div class="bo-stepper__controls">
            <button
              type="button"
              class="bo-stepper__btn"
              aria-label={t.tiers.remove(tier.name)}
              aria-disabled={canRemove ? undefined : 'true'}
              onClick={() => canRemove && props.onRemove(tier.id)}
            >
              −
            </button>
            <input
              class="bo-stepper__input"
              type="number"
              inputMode="numeric"
              min={0}
              max={step.max}
              value={quantity}
              disabled={disabled}
              aria-label={t.tiers.quantity(tier.name)}
              onInput={(e) => {
                const n = Number.parseInt(e.currentTarget.value, 10);
                if (Number.isFinite(n)) props.onSetQuantity(tier.id, Math.max(0, n));
              }}
              onBlur={(e) => commit(e.currentTarget)}
              onChange={(e) => commit(e.currentTarget)}
            />
            <button
              type="button"
              class="bo-stepper__btn"
              aria-label={t.tiers.add(tier.name)}
              aria-disabled={canAdd ? undefined : 'true'}
              aria-describedby={reasonText ? reasonId : undefined}
              onClick={() => canAdd && props.onAdd(tier.id)}
            >
              +
            </button>
          </div>
          {reasonText && (
            <p class="bo-stepper__reason" id={reasonId}>
              {reasonText}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
