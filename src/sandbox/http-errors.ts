/**
 * Error bodies of the sell API: `{ error: { code, message, fields? } }`, and readable
 * field messages from zod issues (zod/mini ships no locale, its messages read
 * "Invalid input").
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { ErrorBody, FieldError } from '../api/schemas.ts';

/** The error codes the API defines (plus `internal_error` for bugs and injected 500s). */
export type ErrorCode =
  | 'invalid_request'
  | 'idempotency_key_required'
  | 'basket_limit'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'inventory_changed'
  | 'idempotency_conflict'
  | 'request_in_progress'
  | 'rate_limited'
  | 'unavailable'
  | 'internal_error';

/** A failure as a value: an HTTP status and an ErrorBody. */
export interface ApiFailure {
  status: ContentfulStatusCode;
  body: ErrorBody;
}

/** Builds an {@link ApiFailure}. */
export function failure(
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  fields?: FieldError[],
): ApiFailure {
  return { status, body: { error: fields ? { code, message, fields } : { code, message } } };
}

/** 400 `invalid_request` with field errors. */
export function invalid(fields: FieldError[], message = 'The request is not valid.'): ApiFailure {
  return failure(400, 'invalid_request', message, fields);
}

/** Sends an {@link ApiFailure} as JSON. */
export function sendFailure(c: Context, f: ApiFailure): Response {
  return c.json(f.body, f.status);
}

/** Dotted field path of an issue: `['items', 0, 'quantity']` → `items.0.quantity`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** A readable message for one zod issue. */
function issueMessage(issue: z.core.$ZodIssue, field: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required.' : `Expected ${issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string') return 'Required.';
      if (issue.origin === 'array') return `Needs at least ${issue.minimum} item(s).`;
      return `Must be at least ${issue.minimum}.`;
    case 'too_big':
      return `Must be at most ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Must be a valid e-mail address.';
      if (issue.format === 'url') return 'Must be an absolute URL.';
      if (field.endsWith('phone')) return 'Must be in international format: + and 8–15 digits.';
      return 'Has the wrong format.';
    case 'unrecognized_keys':
      return 'Unknown field.';
    default:
      return 'Is not valid.';
  }
}

/** Field errors of a failed `safeParse`. */
export function zodFields(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const field = fieldPath(issue.path) || '(body)';
    return { field, message: issueMessage(issue, field) };
  });
}
