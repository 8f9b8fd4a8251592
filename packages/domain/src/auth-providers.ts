// Sign-in providers (spec §3 "Session user") without zod, for the web's first page; auth.ts re-exports them.
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Spec §3 "Session user": login providers Email, Google, Facebook (and Apple). */
export const LOGIN_PROVIDERS = ['email', ...SOCIAL_PROVIDERS] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** Better Auth names the e-mail and password account 'credential'; the session user says 'email'. */
export function loginProviderOf(authProviderId: string): LoginProvider | undefined {
  if (authProviderId === 'credential' || authProviderId === 'email') return 'email';
  return isSocialProvider(authProviderId) ? authProviderId : undefined;
}
