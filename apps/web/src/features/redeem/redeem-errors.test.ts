// From the API's refusals to what the redeem screens show (docs/api-member-offers.md error codes).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { redeemFailure } from './redeem-errors.ts';

const refusal = (status: number, code: string) => new ApiError(status, code, 'server text');

describe('redeemFailure', () => {
  it.each([
    [refusal(401, 'UNAUTHENTICATED'), { kind: 'signIn' }],
    [refusal(403, 'NOT_REGISTERED'), { kind: 'notRegistered' }],
    [refusal(403, 'NO_VALID_CARD'), { kind: 'noValidCard' }],
    [refusal(403, 'USER_MISMATCH'), { kind: 'userMismatch' }],
    [refusal(409, 'CODES_EXHAUSTED'), { kind: 'message', message: 'CODES_EXHAUSTED', retryable: false }],
    [refusal(409, 'ALREADY_REDEEMED_OFFER'), { kind: 'message', message: 'ALREADY_REDEEMED_OFFER', retryable: false }],
    [refusal(403, 'PLUS_ONLY'), { kind: 'message', message: 'PLUS_ONLY', retryable: false }],
    [refusal(410, 'OFFER_DELISTED'), { kind: 'message', message: 'OFFER_DELISTED', retryable: false }],
    [refusal(410, 'OFFER_EXPIRED'), { kind: 'message', message: 'OFFER_EXPIRED', retryable: false }],
    [refusal(404, 'OFFER_NOT_FOUND'), { kind: 'message', message: 'OFFER_NOT_FOUND', retryable: false }],
    [refusal(404, 'NOT_FOUND'), { kind: 'message', message: 'OFFER_NOT_FOUND', retryable: false }],
    [refusal(422, 'CHANNEL_NOT_OFFERED'), { kind: 'message', message: 'CHANNEL_NOT_OFFERED', retryable: false }],
    [refusal(422, 'UNSAFE_LINK'), { kind: 'message', message: 'UNSAFE_LINK', retryable: false }],
    [refusal(429, 'RATE_LIMITED'), { kind: 'message', message: 'rateLimited', retryable: true }],
    [refusal(0, 'NETWORK_ERROR'), { kind: 'message', message: 'network', retryable: true }],
    [refusal(500, 'INTERNAL'), { kind: 'message', message: 'generic', retryable: true }],
    [new Error('boom'), { kind: 'message', message: 'generic', retryable: true }],
  ])('reads %s', (error, expected) => {
    expect(redeemFailure(error)).toEqual(expected);
  });
});
