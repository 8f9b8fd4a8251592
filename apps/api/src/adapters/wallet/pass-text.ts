// The words on a wallet pass, in the member's language (Wallet apps show them as written: a pass has
// no catalogue of its own here). The web's catalogues are the web's; these are the pass's.
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import type { Language } from '@spc/domain/constants';
import type { CardTier, WalletCard, WalletMember } from './pass-types.ts';

const TEXT = {
  en: {
    description: 'SPC membership card',
    title: 'SPC membership',
    member: 'Member',
    cardNumber: 'Card number',
    expires: 'Expires',
    tier: 'Membership',
    freeTrial: 'Free trial',
    verifyLabel: 'For the cashier',
    verify: 'Scan the code to check that this membership is valid.',
  },
  fr: {
    description: 'Carte de membre SPC',
    title: 'Abonnement SPC',
    member: 'Membre',
    cardNumber: 'Numéro de carte',
    expires: 'Expire le',
    tier: 'Abonnement',
    freeTrial: 'Essai gratuit',
    verifyLabel: 'Pour la caisse',
    verify: 'Scannez le code pour vérifier que cet abonnement est valide.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export function passText(language: Language) {
  return TEXT[language];
}

export function tierName(tier: CardTier): string {
  return tier === 'spc_plus' ? 'SPC+' : 'SPC';
}

/** "SPC+" or "SPC · Free trial". */
export function tierLabel(card: WalletCard, language: Language): string {
  return card.isFreeTrial ? `${tierName(card.tier)} · ${TEXT[language].freeTrial}` : tierName(card.tier);
}

export function memberName(member: WalletMember): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

export const displayCardNumber = (card: WalletCard) => formatCardNumber(card.cardNumber);

/** The brand's blue (#1d3fbb), the SPC+ navy (#0f172a) and the wave's gold, as Wallet colours. */
export function passColours(tier: CardTier) {
  return tier === 'spc_plus'
    ? { background: { r: 15, g: 23, b: 42 }, label: { r: 251, g: 191, b: 36 } }
    : { background: { r: 29, g: 63, b: 187 }, label: { r: 254, g: 243, b: 199 } };
}
