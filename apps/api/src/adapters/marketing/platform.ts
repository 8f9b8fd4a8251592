// The marketing e-mail platform as the API sees it (DESIGN.md "External services": marketing e-mail
// list; spec §7 "A marketing platform POST with setUserAttributes toggles the e-mail channel
// subscription"). The embedded default keeps its own contacts table (`embedded.ts`); a real platform is
// reached over HTTP (`http.ts`). MARKETING_PROVIDER picks one (`select.ts`).
import type { Language } from '@spc/domain/constants';

/** The attributes we set on a contact: today only the e-mail channel. */
export interface UserAttributes {
  email: string;
  /** The SPC user id when the address is a member's (null for a visitor of the capture modal). */
  userId: string | null;
  language: Language;
  /** The e-mail channel's subscription: on after a confirmed opt-in or the profile's switch, off when turned off. */
  emailSubscribed: boolean;
}

export interface MarketingPlatform {
  /** Spec §7 setUserAttributes: creates or updates the contact. Throws `MarketingUnavailableError`. */
  setUserAttributes(attributes: UserAttributes, now: Date): Promise<void>;
  /** Whether the platform has the address on the e-mail channel. */
  isSubscribed(email: string): Promise<boolean>;
}

/** The platform could not be reached or answered something unexpected. */
export class MarketingUnavailableError extends Error {
  override name = 'MarketingUnavailableError';
}
