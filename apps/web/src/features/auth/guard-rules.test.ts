// Spec §2 "Auth required" and §4 "Global guard", as rules of a path and a session.
import { describe, expect, it } from 'vitest';
import { guardDecision, isAuthRequired, isPurchasePath, isRegistrationExempt } from './guard-rules.ts';

describe('auth-required pages', () => {
  it.each([
    '/favourites',
    '/favourites/list/12',
    '/profile',
    '/profile/',
    '/profile/edit',
    '/membership-screen',
    '/purchase',
    '/purchase/summary',
    '/purchase/completion',
    '/billing',
  ])('%s needs a signed-in user', (path) => {
    expect(isAuthRequired(path)).toBe(true);
  });

  it.each(['/', '/deals', '/login', '/signup', '/favourites/list', '/profiles', '/purchase/instore', '/activate'])(
    '%s does not',
    (path) => {
      expect(isAuthRequired(path)).toBe(false);
    },
  );

  it('knows the purchase pages', () => {
    expect(['/purchase', '/purchase/summary', '/purchase/completion'].every(isPurchasePath)).toBe(true);
    expect(isPurchasePath('/purchase/instore')).toBe(false);
    expect(isPurchasePath('/billing')).toBe(false);
  });
});

describe('guardDecision', () => {
  it('lets a visitor through public pages and prompts on members’ pages', () => {
    expect(guardDecision('/deals', null)).toEqual({ kind: 'allow' });
    expect(guardDecision('/favourites', null)).toEqual({ kind: 'prompt' });
    expect(guardDecision('/profile/edit', null)).toEqual({ kind: 'prompt' });
  });

  it('sends a visitor on a purchase page to sign-up with the purchase flag', () => {
    expect(guardDecision('/purchase', null)).toEqual({ kind: 'signup', purchase: true });
    expect(guardDecision('/purchase/summary', null)).toEqual({ kind: 'signup', purchase: true });
  });

  it('lets the digital card open when the session cannot be asked for (offline), and no other page', () => {
    expect(guardDecision('/membership-screen', null, { sessionUnreachable: true })).toEqual({ kind: 'allow' });
    expect(guardDecision('/membership-screen', null)).toEqual({ kind: 'prompt' });
    expect(guardDecision('/profile', null, { sessionUnreachable: true })).toEqual({ kind: 'prompt' });
    expect(guardDecision('/purchase', null, { sessionUnreachable: true })).toEqual({ kind: 'signup', purchase: true });
  });

  it('prompts on any page when the route itself asks for a user', () => {
    expect(guardDecision('/activate/account', null, { authRequired: true })).toEqual({ kind: 'prompt' });
  });

  it('sends a logged-in but unregistered user to sign-up, except on the sign-up and sign-in pages', () => {
    const unregistered = { registered: false };
    expect(guardDecision('/deals', unregistered)).toEqual({ kind: 'signup', purchase: false });
    expect(guardDecision('/favourites', unregistered)).toEqual({ kind: 'signup', purchase: false });
    expect(guardDecision('/', unregistered)).toEqual({ kind: 'signup', purchase: false });
    for (const path of [
      '/signup',
      '/signup/additional',
      '/login',
      '/logout',
      '/__/auth/action',
      '/emailverification',
      '/terms',
    ]) {
      expect(guardDecision(path, unregistered)).toEqual({ kind: 'allow' });
      expect(isRegistrationExempt(path)).toBe(true);
    }
  });

  it('lets a registered member go anywhere', () => {
    for (const path of ['/', '/favourites', '/purchase', '/billing', '/signup']) {
      expect(guardDecision(path, { registered: true })).toEqual({ kind: 'allow' });
    }
  });
});
