/**
 * The organizer's pre-filled details (`name`, `email`, `phone`, `answers` options): shown in
 * the fields the buyer has not edited, and again after each change of those options. They
 * are personal data: never logged, sent in an event or put in a URL (only the question ids
 * the event lacks are named in the console).
 */
import type { Question } from '../api/schemas';
import type { Options } from '../embed/options';
import type { PurchaseContext } from './context';
import type { FormModel, KnownValues } from './form';

/**
 * What `options` pre-fill in a form with `questions`: each answer goes to the question whose
 * id matches its own in any case (an HTML attribute's name has none). Also the ids that
 * match no question.
 */
export function prefillValues(
  options: Pick<Options, 'name' | 'email' | 'phone' | 'answers'>,
  questions: readonly Question[],
): { values: KnownValues; unknown: string[] } {
  const { name, email, phone } = options;
  const given = options.answers ?? new Map<string, string>();
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
      ...(answers.length > 0 && { answers: Object.fromEntries(answers) }),
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
    const { values, unknown } = prefillValues(options, questions);
    form.prefill(values);
    const named = unknown.join(', ');
    if (!ctx.event.peek() || options.event !== ctx.slug || named === hinted) return;
    hinted = named;
    if (!named) return;
    const option = ctx.host.optionName('answers');
    const ids = questions.map((question) => question.id).join(', ') || 'none';
    ctx.deps.console.warn(
      `[boxoffice] ${unknown.map((id) => option + id).join(', ')}: this event has no such question. Its question ids: ${ids}.`,
    );
  });
}
