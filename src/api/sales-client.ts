/**
 * The purchase operations of the sell API (quote, checkout, checkout status), on top of a
 * widget's client. They live in the purchase chunk with their schemas, so the first render
 * carries neither.
 */
import type { ApiClient } from './client';
import type { Result } from './errors';
import {
  type CheckoutRequest,
  CheckoutResponse,
  type QuoteRequest,
  QuoteResponse,
} from './schemas';

/** A client that also prices and sells. */
export interface SalesClient extends ApiClient {
  /** `POST /quote`. */
  quote(req: QuoteRequest, signal?: AbortSignal): Promise<Result<QuoteResponse>>;
  /** `POST /checkout` with `Idempotency-Key`. */
  checkout(
    req: CheckoutRequest,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<Result<CheckoutResponse>>;
  /** `GET /checkout/{id}`. */
  checkoutStatus(id: string, signal?: AbortSignal): Promise<Result<CheckoutResponse>>;
}

/** `client` with the purchase operations. */
export function withSales(client: ApiClient): SalesClient {
  return {
    ...client,
    quote: (req, signal) =>
      client.send(QuoteResponse, { method: 'POST', path: '/quote', body: req, signal }),
    checkout: (req, idempotencyKey, signal) =>
      client.send(CheckoutResponse, {
        method: 'POST',
        path: '/checkout',
        body: req,
        headers: { 'Idempotency-Key': idempotencyKey },
        signal,
      }),
    checkoutStatus: (id, signal) =>
      client.send(CheckoutResponse, {
        method: 'GET',
        path: `/checkout/${encodeURIComponent(id)}`,
        signal,
      }),
  };
}
