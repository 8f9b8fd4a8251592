// The coffee-chain rewards programme as the API sees it (DESIGN.md "External services"): look a member up
// by e-mail, tell the programme a rewards account is linked to an SPC member or no longer is, and read the
// offer it currently gives SPC members. The embedded default keeps its own accounts table
// (`embedded.ts`); the real programme is reached over HTTP (`http.ts`). REWARDS_PROVIDER picks one.

/** The programme's account behind an address. */
export interface RewardsMember {
  email: string;
  firstName: string;
}

/** Who the link is for, as the programme is told. */
export interface SpcMember {
  userId: string;
  email: string;
}

export interface RewardsOffer {
  id: string;
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  endsAt: Date | null;
}

export interface RewardsProgramme {
  /** The programme's member with this address, or null when it has none. */
  lookUpMember(email: string): Promise<RewardsMember | null>;
  /** Links the rewards account at `email` to the SPC member; throws `RewardsLinkRefusedError` when the programme refuses. */
  link(email: string, spcMember: SpcMember): Promise<void>;
  /** Ends the link (nothing happens when the programme no longer knows it). */
  unlink(email: string, spcMember: SpcMember): Promise<void>;
  /** The programme's current offer for SPC members, or null. */
  activeOffer(now: Date): Promise<RewardsOffer | null>;
}

/** The programme refused the link: spec §8's known linking-failed code. */
export class RewardsLinkRefusedError extends Error {
  override name = 'RewardsLinkRefusedError';
}

/** The programme could not be reached or answered something unexpected. */
export class RewardsUnavailableError extends Error {
  override name = 'RewardsUnavailableError';
}
