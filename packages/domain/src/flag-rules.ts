// The feature flags the product reads and their safe defaults (spec §3 "Client state": a flags map with
// sub-flags), without zod: the web's campaign root reads them right after hydration; the flags' schemas
// (flag-schemas.ts) load with the flags' answer, and the site configuration's (flags.ts, which re-exports
// both) pull the store's and membership's, long tasks to evaluate on a slow phone (decision 043).
/** A flag as read: flag-schemas.ts's `FeatureFlag`, written out here so this file stays without zod. */
interface FlagValue {
  enabled: boolean;
  sub_flags: Record<string, boolean | number | string>;
}

export const FLAG_PLATFORMS = ['web', 'ios', 'android', 'all'] as const;
export type FlagPlatform = (typeof FLAG_PLATFORMS)[number];
/** A client asks for its own platform; `all` is a row's value only. */
export const CLIENT_PLATFORMS = ['web', 'ios', 'android'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];

/** The flags the product reads. A flag missing from the map (or a failed load) reads as its default here. */
export const FLAGS = {
  easterEgg: 'easter-egg',
  adsModal: 'ads-modal',
  emailCapture: 'email-capture',
  holidayContest: 'holiday-contest',
  bdayContest: 'bdaycontest',
  frostMatchGame: 'frost-2025-matchgame',
} as const;
export type FlagName = (typeof FLAGS)[keyof typeof FLAGS];

/**
 * The safe default of each flag: what the site does when the flags cannot be read (or a flag is not in
 * the table). Nothing that asks something of a visitor shows (no ads, no capture modal); a contest stays
 * non-public and asks for a sign-in. The easter egg is on: it is decorative and only answers a key
 * sequence, so it stays behind its flag when the flags load and works when they do not.
 */
export const FLAG_DEFAULTS: Record<FlagName, FlagValue> = {
  'easter-egg': { enabled: true, sub_flags: { comets: 200, duration_ms: 3000 } },
  'ads-modal': { enabled: false, sub_flags: {} },
  'email-capture': { enabled: false, sub_flags: {} },
  'holiday-contest': { enabled: false, sub_flags: { public: false, auto_login: true } },
  bdaycontest: { enabled: false, sub_flags: { public: false, auto_login: true } },
  'frost-2025-matchgame': { enabled: false, sub_flags: { public: false, auto_login: true } },
};
