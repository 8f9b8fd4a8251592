// Turns card details into a one-time payment nonce through Braintree's client API (docs/api-store.md
// "Web"): the browser sends the card straight to the gateway (our embedded sandbox or Braintree), so our
// API only ever sees the nonce. Card data is never stored, logged or sent anywhere else.
// (Only the card form of the lazy purchase and billing pages imports this module, so zod loads with them.)
import { clientTokenResponseSchema, decodedClientTokenSchema, type DecodedClientToken } from '@spc/domain/store';
import { apiGet } from './api-client.ts';

export interface CardDetailsInput {
  /** Digits; spaces and dashes are dropped before sending. */
  number: string;
  /** MM/YY. */
  expirationDate: string;
  cvv: string;
  postalCode: string;
}

export interface TokenizedCard {
  nonce: string;
  /** The gateway's name for the brand: Visa, MasterCard, American Express… */
  cardType: string;
  lastFour: string;
}

/** What the card form tells the shopper: which field the gateway refused, or that it could not say. */
export type CardTokenizeReason = 'number' | 'expiry' | 'cvv' | 'postal' | 'generic';

export class CardTokenizeError extends Error {
  override name = 'CardTokenizeError';
  constructor(
    readonly reason: CardTokenizeReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** GET /api/store/v2/vault_client_token: a short-lived client token (members get one bound to their customer). */
export async function fetchClientToken(): Promise<string> {
  const response = await apiGet('/store/v2/vault_client_token', clientTokenResponseSchema);
  return response.client_token;
}

/** A Braintree client token is base64 of JSON: where to tokenise, and the fingerprint that authorises it. */
export function decodeClientToken(token: string): DecodedClientToken {
  let json: unknown;
  try {
    const bytes = Uint8Array.from(atob(token.trim()), (char) => char.charCodeAt(0));
    json = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch (error) {
    throw new CardTokenizeError('generic', 'The client token is not valid base64 JSON.', { cause: error });
  }
  const parsed = decodedClientTokenSchema.safeParse(json);
  if (!parsed.success) {
    throw new CardTokenizeError('generic', 'The client token does not have the expected fields.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * Where to POST the card. The embedded sandbox is served by our own API, so only the URL's path is kept:
 * the page's origin answers it whatever host name the API put in the token (dev server, preview hosts).
 */
export function tokenizeUrl(decoded: DecodedClientToken, resource = 'payment_methods/credit_cards'): string {
  const base =
    decoded.environment === 'sandbox-embedded'
      ? new URL(decoded.clientApiUrl, 'http://same-origin.invalid').pathname
      : decoded.clientApiUrl;
  return `${base.replace(/\/+$/, '')}/v1/${resource}`;
}

/** Tokenises a card: fetches a client token, then sends the card to the gateway's client API. */
export async function tokenizeCard(card: CardDetailsInput): Promise<TokenizedCard> {
  let decoded: DecodedClientToken;
  try {
    decoded = decodeClientToken(await fetchClientToken());
  } catch (error) {
    if (error instanceof CardTokenizeError) throw error;
    throw new CardTokenizeError('generic', 'A client token could not be fetched.', { cause: error });
  }

  let response: Response;
  try {
    response = await fetch(tokenizeUrl(decoded), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        authorizationFingerprint: decoded.authorizationFingerprint,
        creditCard: {
          number: card.number.replace(/[\s-]/g, ''),
          expirationDate: card.expirationDate,
          cvv: card.cvv,
          billingAddress: { postalCode: card.postalCode },
        },
      }),
    });
  } catch (error) {
    throw new CardTokenizeError('generic', 'The payment gateway could not be reached.', { cause: error });
  }

  const body = await readJson(response);
  if (!response.ok) {
    throw new CardTokenizeError(
      response.status === 422 ? reasonOf(body) : 'generic',
      `The payment gateway refused the card (HTTP ${response.status}).`,
    );
  }
  const first = (body as { creditCards?: unknown } | undefined)?.creditCards;
  const tokenized = Array.isArray(first) ? (first[0] as Record<string, unknown> | undefined) : undefined;
  const details = tokenized?.details as Record<string, unknown> | undefined;
  if (
    typeof tokenized?.nonce !== 'string' ||
    typeof details?.cardType !== 'string' ||
    typeof details.lastFour !== 'string'
  ) {
    throw new CardTokenizeError('generic', 'The payment gateway answered without a nonce.');
  }
  return { nonce: tokenized.nonce, cardType: details.cardType, lastFour: details.lastFour };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

interface FieldError {
  field?: unknown;
  fieldErrors?: unknown;
}

/** The refused field, by Braintree's field names; `creditCard.billingAddress.postalCode` nests. */
function reasonOfField(errors: unknown): CardTokenizeReason | null {
  if (!Array.isArray(errors)) return null;
  for (const error of errors as FieldError[]) {
    switch (error.field) {
      case 'number':
        return 'number';
      case 'expirationDate':
      case 'expirationMonth':
      case 'expirationYear':
        return 'expiry';
      case 'cvv':
        return 'cvv';
      case 'postalCode':
        return 'postal';
      default: {
        const nested = reasonOfField(error.fieldErrors);
        if (nested) return nested;
      }
    }
  }
  return null;
}

/**
 * A 422 is `{ error: { message }, fieldErrors? }`. The field errors say which field when present;
 * otherwise the message's words do ("Credit card number is invalid", "Expiration date is invalid",
 * "CVV must be 3 or 4 digits", "Postal code is invalid").
 */
export function reasonOf(body: unknown): CardTokenizeReason {
  const record = (body ?? {}) as { error?: { message?: unknown }; fieldErrors?: unknown };
  const fromFields = reasonOfField(record.fieldErrors);
  if (fromFields) return fromFields;
  const message = typeof record.error?.message === 'string' ? record.error.message.toLowerCase() : '';
  if (/expir/.test(message)) return 'expiry';
  if (/\bcvv\b|security code|verification value/.test(message)) return 'cvv';
  if (/postal|zip/.test(message)) return 'postal';
  if (/number/.test(message)) return 'number';
  return 'generic';
}
