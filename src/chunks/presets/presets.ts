/**
 * The `presets` chunk: what the organizer sets in the buyer's form and basket. `items`
 * (docs/embedding.md) starts the basket: the loader checked its shape (`tier:quantity,…`);
 * here it meets the event, and every basket rule clamps it as it would clamp the buyer's own
 * choice, with the reason shown by each tier. `name`, `email`, `phone` and `answers` fill
 * the fields the buyer has not edited, again after each change of those options; they are
 * personal data, never logged, sent in an event or put in a URL (only the question ids the
 * event lacks are named in the console). A chunk of its own, loaded with the purchase half
 * only when the options hold one of these: a page without them carries none of this.
 */
import type { BasketItem, EventDetail, Question } from '../../api/schemas';
import { type Basket, basketOf, fitBasket } from '../../model/basket';
import type { PurchaseContext } from '../../model/context';
import type { FormModel, KnownValues } from '../../model/form';
import { isOwnEvent } from '../../model/start';
import { logWarn } from '../../shared/log';
import type { Prefill } from '../../shared/options';

/** The basket `items` start `event` with, and the tier ids the event does not have. */
export function presetBasket(
  event: EventDetail,
  items: readonly BasketItem[],
): { basket: Basket; unknown: string[] } {
  const known = new Set(event.tiers.map((tier) => tier.id));
  return {
    basket: fitBasket(event, basketOf(items)),
    unknown: items.map((item) => item.tier).filter((tier) => !known.has(tier)),
  };
}

/** Fills the basket with the organizer's `items` for `event`; names the tiers it lacks. */
export function applyItems(
  ctx: PurchaseContext,
  event: EventDetail,
  items: readonly BasketItem[],
): void {
  const preset = presetBasket(event, items);
  if (preset.unknown.length > 0) {
    const ids = event.tiers.map((tier) => tier.id).join(', ');
    logWarn(
      `${ctx.host.optionName('items')} names tiers this event does not have (${preset.unknown.join(', ')}): use its tier ids, ${ids}.`,
      ctx.deps.console,
    );
  }
  ctx.basket.value = preset.basket;
}

/**
 * What `options` pre-fill in a form with `questions`: each answer goes to the question whose
 * id matches its own in any case (an HTML attribute's name has none). Also the ids that
 * match no question.
 */
export function prefillValues(
  prefill: Prefill = {},
  questions: readonly Question[],
): { values: KnownValues; unknown: string[] } {
  const { name, email, phone } = prefill;
  const given = prefill.answers ?? new Map<string, string>();
  const answers: [string, string][] = [];
  for (const question of questions) {
    const answer = given.get(question.id.toLowerCase());
    if (answer !== undefined) answers.push([question.id, answer]);
  }
  const ids = new Set(questions.map((question) => question.id.toLowerCase()));
  return {
    values: {
      ...(name !== undefined && { name }),
      ...(email !== undefined && { email }),
      ...(phone !== undefined && { phone }),
      ...(answers.length > 0 && { answers: new Map(answers) }),
    },
    unknown: [...given.keys()].filter((id) => !ids.has(id)),
  };
}

/**
 * Fills `form` with the options' details now and after each change; names, once per change,
 * the answers whose question the organizer's own event does not have.
 */
export function watchPrefill(ctx: PurchaseContext, form: FormModel): void {
  let hinted = '';
  ctx.scope.effect(() => {
    const options = ctx.options.value;
    const questions = ctx.event.value?.questions ?? [];
    const { values, unknown } = prefillValues(options.prefill, questions);
    form.prefill(values);
    const named = unknown.join(', ');
    if (!ctx.event.peek() || !isOwnEvent(options, ctx.slug) || named === hinted) return;
    hinted = named;
    if (!named) return;
    const option = ctx.host.optionName('answers');
    const ids = questions.map((question) => question.id).join(', ') || 'none';
    logWarn(
      `${unknown.map((id) => option + id).join(', ')}: this event has no such question. Its question ids: ${ids}.`,
      ctx.deps.console,
    );
  });
}
