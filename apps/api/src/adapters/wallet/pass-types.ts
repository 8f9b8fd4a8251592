// What a wallet pass shows: the card and the member, as the issuers (apple-pass.ts, google-pass.ts)
// and their shared texts (pass-text.ts) read them; wallet.ts re-exports them for its callers.
import type { Language } from '@spc/domain/constants';

export type CardTier = 'spc' | 'spc_plus';

/** The card as a pass shows it. */
export interface WalletCard {
  id: number;
  /** 16 digits, unformatted. */
  cardNumber: string;
  tier: CardTier;
  expiresAt: Date;
  isFreeTrial: boolean;
  /** The public page a cashier opens from the pass's QR code. */
  verificationUrl: string;
}

export interface WalletMember {
  firstName: string;
  lastName: string;
  /** The pass's labels are written in the member's language. */
  language: Language;
}
