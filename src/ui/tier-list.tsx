/** The ticket types of an event (part="tiers"), one `TierRow` each. */
import { computed, type ReadonlySignal } from '@preact/signals';
import { useId, useMemo } from 'preact/hooks';
import type { Tier } from '../api/schemas';
import type { AddBlock } from '../model/basket';
import { memo } from './memo';
import { useProgressive } from './progressive';
import { useText } from './text';
import { type RowStep, TierRow } from './tier-row';

/** A row re-renders only when its own tier's state changed. */
const Row = memo(TierRow);

/** The stepper state of one tier (the model's `TierState`, as the view needs it). */
export interface TierStep {
  /** Tickets of the tier in the basket. */
  quantity: number;
  /** Highest quantity allowed now (the spinbutton's maximum). */
  max: number;
  /** Why "+" can't add another ticket, or null when it can. */
  limitReason: AddBlock | null;
}

/** Props of `TierList`. */
export interface TierListProps {
  /** Tiers in display order. */
  tiers: readonly Tier[];
  /** Currency of the event (ISO 4217). */
  currency: string;
  /**
   * Tier id → its stepper state (missing: none in the basket, no known limit). A Map: tier
   * ids are API data and may be any string, `constructor` included. A signal: each row reads
   * its own part, so a "+" re-renders the rows it changed, not the list (a change of the
   * order's total moves every row's maximum, which is bound to its input directly).
   */
  steps: ReadonlySignal<ReadonlyMap<string, TierStep>>;
  /** `maxTicketsPerOrder`, for the `order_limit` text. */
  maxPerOrder: number;
  /** Disables every stepper (e.g. while checking out). */
  disabled?: boolean;
  /** "+" pressed for a tier. */
  onAdd: (tierId: string) => void;
  /** "−" pressed for a tier. */
  onRemove: (tierId: string) => void;
  /** A quantity typed for a tier (the model clamps it). */
  onSetQuantity: (tierId: string, quantity: number) => void;
}

/** Tiers in the first frame, and in each frame after it: more than any typical event has. */
const BATCH = 12;

/** Renders the tier section with its heading. */
export function TierList(props: TierListProps) {
  const { t } = useText();
  const headingId = useId();
  const shown = useProgressive(props.tiers.length, BATCH);
  const stepOf = useMemo(() => rowSteps(props.steps), [props.steps]);
  return (
    <section class="bo-tiers" part="tiers" aria-labelledby={headingId}>
      <h3 id={headingId} class="bo-heading">
        {t.tiers.heading}
      </h3>
      <ul class="bo-tiers__list">
        {props.tiers.slice(0, shown).map((tier) => (
          <Row
            key={tier.id}
            tier={tier}
            currency={props.currency}
            step={stepOf(tier.id)}
            maxPerOrder={props.maxPerOrder}
            disabled={props.disabled}
            onAdd={props.onAdd}
            onRemove={props.onRemove}
            onSetQuantity={props.onSetQuantity}
          />
        ))}
      </ul>
    </section>
  );
}

/** Each tier's step as signals of its parts, made once per tier (see `RowStep`). */
function rowSteps(steps: ReadonlySignal<ReadonlyMap<string, TierStep>>) {
  const made = new Map<string, RowStep>();
  return (id: string): RowStep => {
    let step = made.get(id);
    if (!step) {
      const own = computed(() => steps.value.get(id));
      const quantity = computed(() => own.value?.quantity ?? 0);
      step = {
        quantity,
        limitReason: computed(() => own.value?.limitReason ?? null),
        // The real limit, never below what is already chosen, so assistive technology
        // announces "2 of 6", not a maximum of 0; none (empty) while it is not known.
        max: computed(() => {
          const max = own.value?.max;
          return max === undefined ? '' : String(Math.max(max, quantity.value));
        }),
      };
      made.set(id, step);
    }
    return step;
  };
}
