/**
 * The buyer's way out of a notice that ends their path (docs/embedding.md,
 * `data-fallback-url`): the option when given, else the event's own checkout page
 * (`checkoutUrl`) from the answer the loader asked for, so a notice shown before any chunk
 * read it (the code did not load, the page refused it) links it too. Read with the loader's
 * checked reader: one field, kept only as a safe link.
 */
import { eventPath, sellBase } from '../shared/endpoint';
import type { Options } from '../shared/options';
import { field } from '../shared/read';
import { wayOut } from '../shared/url';

/**
 * The way out of a mount of `first`; `fetchFn` hands over the event's request when the plan
 * started it (`requested`). The answer is read once, when first asked (a response is read
 * once); the option is the latest's (`fallbackUrl` updates in place).
 */
export function wayOutOf(
  first: Pick<Options, 'api' | 'event'>,
  requested: readonly string[],
  fetchFn: typeof fetch,
): (fallbackUrl: string | undefined) => Promise<string | null> {
  let checkoutUrl: Promise<unknown> | undefined;
  const read = async (): Promise<unknown> => {
    const path = first.event && eventPath(first.event);
    if (!path || !requested.includes(path)) return undefined;
    const response = await fetchFn(sellBase(first.api) + path);
    return response.ok ? field(await response.json(), 'checkoutUrl') : undefined;
  };
  return async (fallbackUrl) => {
    const given = wayOut(fallbackUrl);
    if (given) return given;
    checkoutUrl ??= read().catch(() => undefined);
    return wayOut(undefined, await checkoutUrl);
  };
}
