// Wallet passes of the digital membership card behind one interface: an Apple Wallet pass (.pkpass)
// and a Google Wallet "save" link, each offered only when its signing keys are configured (config.ts).
import type { WalletConfig } from '../../config.ts';
import { createAppleWalletIssuer } from './apple-pass.ts';
import { createGoogleWalletIssuer } from './google-pass.ts';

import type { WalletCard, WalletMember } from './pass-types.ts';

export type { CardTier, WalletCard, WalletMember } from './pass-types.ts';

export interface WalletProviders {
  apple: boolean;
  google: boolean;
}

export interface Wallet {
  /** Which passes can be issued (GET /api/users/wallet/providers: the web hides the others). */
  readonly providers: WalletProviders;
  /** The signed .pkpass file; throws WalletNotConfiguredError without Apple's keys. */
  createApplePass(card: WalletCard, member: WalletMember): Buffer;
  /** https://pay.google.com/gp/v/save/{JWT}; throws WalletNotConfiguredError without Google's keys. */
  createGoogleSaveUrl(card: WalletCard, member: WalletMember): string;
}

export class WalletNotConfiguredError extends Error {
  override name = 'WalletNotConfiguredError';
  constructor(readonly provider: keyof WalletProviders) {
    super(`${provider} wallet passes are not configured`);
  }
}

export interface WalletOptions {
  /** The site's public address: the Google pass names it as the origin of the save button. */
  publicUrl: string;
  now?: () => Date;
}

export function createWallet(config: WalletConfig, { publicUrl, now = () => new Date() }: WalletOptions): Wallet {
  const apple = config.apple ? createAppleWalletIssuer(config.apple) : undefined;
  const google = config.google ? createGoogleWalletIssuer(config.google, { publicUrl, now }) : undefined;
  return {
    providers: { apple: apple !== undefined, google: google !== undefined },
    createApplePass(card, member) {
      if (!apple) throw new WalletNotConfiguredError('apple');
      return apple.createApplePass(card, member);
    },
    createGoogleSaveUrl(card, member) {
      if (!google) throw new WalletNotConfiguredError('google');
      return google.createGoogleSaveUrl(card, member);
    },
  };
}
