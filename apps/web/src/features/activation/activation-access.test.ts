// Spec §4 "Activation": a visitor or unregistered user goes to sign-up with the card carried and the
// page remembered; the membership step of sign-up then sends them to the activation inside sign-up.
import { afterEach, describe, expect, it } from 'vitest';
import { readRedirectTarget, storeRedirectTarget } from '../../lib/session.ts';
import { cardFromSearch, leaveForSignup, signupActivationRedirect } from './activation-access.ts';

afterEach(() => window.localStorage.clear());

describe('cardFromSearch', () => {
  it('reads card_num (or an auto-login link’s card_number) and csv, digits only', () => {
    expect(cardFromSearch(new URLSearchParams('card_num=6018-1234-5678-9012&csv=321'))).toEqual({
      cardNumber: '6018123456789012',
      csv: '321',
    });
    expect(cardFromSearch(new URLSearchParams('card_number=6018123456789012&csv=3214'))).toEqual({
      cardNumber: '6018123456789012',
      csv: '321',
    });
    expect(cardFromSearch(new URLSearchParams('card_num=<script>'))).toEqual({ cardNumber: '', csv: '' });
  });
});

describe('leaveForSignup', () => {
  it('carries from_qr, card_num and csv when both are given, and remembers the activation', () => {
    const to = leaveForSignup(new URLSearchParams('card_num=6018123456789012&csv=321'));
    expect(to).toBe('/signup?from_qr=true&card_num=6018123456789012&csv=321');
    expect(readRedirectTarget()).toBe('/activate?card_num=6018123456789012&csv=321');
  });

  it('carries nothing when only one is given, but still remembers the page', () => {
    expect(leaveForSignup(new URLSearchParams('card_num=6018123456789012'))).toBe('/signup');
    expect(readRedirectTarget()).toBe('/activate?card_num=6018123456789012');
    expect(leaveForSignup(new URLSearchParams())).toBe('/signup');
    expect(readRedirectTarget()).toBe('/activate');
  });
});

describe('signupActivationRedirect', () => {
  it('sends someone who came with a card on to /signup/activate, and forgets the remembered page', () => {
    storeRedirectTarget('/activate?card_num=6018123456789012&csv=321');
    expect(signupActivationRedirect(new URL('http://app/signup/purchase'))).toBe(
      '/signup/activate?card_num=6018123456789012&csv=321',
    );
    expect(readRedirectTarget()).toBeNull();
  });

  it('takes the card from the query (a registered user’s /signup hands it on)', () => {
    expect(
      signupActivationRedirect(new URL('http://app/signup/purchase?from_qr=true&card_num=6018123456789012&csv=321')),
    ).toBe('/signup/activate?card_num=6018123456789012&csv=321');
  });

  it('leaves everyone else on the membership step, and other remembered pages alone', () => {
    expect(signupActivationRedirect(new URL('http://app/signup/purchase'))).toBeNull();
    storeRedirectTarget('/favourites');
    expect(signupActivationRedirect(new URL('http://app/signup/purchase'))).toBeNull();
    expect(readRedirectTarget()).toBe('/favourites');
  });
});
