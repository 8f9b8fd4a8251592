// Braintree-format client tokens: base64 of a JSON object whose authorizationFingerprint and
// clientApiUrl tell the browser where to tokenise a card. The sandbox issues its own; Braintree's
// real ones decode the same way (with more fields, which are kept).
import { decodedClientTokenSchema, type DecodedClientToken } from '@spc/domain/store';

export function encodeClientToken(token: DecodedClientToken): string {
  return Buffer.from(JSON.stringify(token), 'utf8').toString('base64');
}

/** The token's fields; null when it is not a Braintree-format client token. */
export function decodeClientToken(token: string): DecodedClientToken | null {
  try {
    const parsed = decodedClientTokenSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The origin of Braintree's client API per environment: the browser tokenises cards there (CSP connect-src). */
export const BRAINTREE_CLIENT_API_ORIGINS = {
  sandbox: 'https://api.sandbox.braintreegateway.com',
  production: 'https://api.braintreegateway.com',
} as const;
