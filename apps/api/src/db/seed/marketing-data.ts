// The campaign modals' seed (issue 19 item 3): the words and pictures of the seeded ads (AD_SEEDS, in
// order), and the e-mail opt modals — one for everyone, one for SPC+ members (spec §6).
import type { CategorySlug } from '@spc/domain/categories';
import { sql } from 'drizzle-orm';
import { mediaKeys } from '../../modules/media/resolve.ts';
import type { Tx } from '../queryable.ts';
import { emailOptModals } from '../schema/marketing.ts';
import { campaignBanner, type BannerCopy } from './artwork/campaigns.ts';
import type { MediaRequest } from './artwork/index.ts';
import { AD_SEEDS } from './campaigns-data.ts';

interface BannerSeed {
  category: CategorySlug;
  en: BannerCopy;
  fr: BannerCopy;
  alt_en: string;
  alt_fr: string;
}

/** The words on each seeded ad's picture, in AD_SEEDS order (ad id = index + 1). */
export const AD_BANNERS: readonly BannerSeed[] = [
  {
    category: 'local',
    en: {
      headline: 'Student banking, with perks',
      line: 'Open a CIBC student account and keep your SPC deals close.',
      call: 'See the offer',
    },
    fr: {
      headline: 'Un compte étudiant qui rapporte',
      line: 'Ouvrez un compte étudiant CIBC et gardez vos rabais SPC à portée de main.',
      call: "Voir l'offre",
    },
    alt_en: 'CIBC: student banking with perks',
    alt_fr: 'CIBC : un compte étudiant qui rapporte',
  },
  {
    category: 'entertainment',
    en: { headline: 'SPC+ movie nights', line: 'Members-only pricing at Marquee Cinemas North.', call: 'Get tickets' },
    fr: {
      headline: 'Soirées cinéma SPC+',
      line: 'Des prix réservés aux membres chez Marquee Cinemas North.',
      call: 'Mes billets',
    },
    alt_en: 'SPC+ movie nights at Marquee Cinemas North',
    alt_fr: 'Soirées cinéma SPC+ chez Marquee Cinemas North',
  },
  {
    category: 'tech-mobile',
    en: {
      headline: 'New term, new laptop',
      line: 'Student pricing at Laptop Lagoon with your SPC card.',
      call: 'Shop laptops',
    },
    fr: {
      headline: 'Nouvelle session, nouveau portable',
      line: 'Des prix étudiants chez Laptop Lagoon avec votre carte SPC.',
      call: 'Magasiner',
    },
    alt_en: 'Laptop Lagoon: student pricing on laptops',
    alt_fr: 'Laptop Lagoon : prix étudiants sur les portables',
  },
  {
    category: 'fashion',
    en: { headline: 'SPC+ saves you more', line: 'Extra deals in every category, for SPC+ members only.' },
    fr: {
      headline: 'SPC+ vous fait économiser plus',
      line: 'Des rabais de plus dans chaque catégorie, réservés aux membres SPC+.',
    },
    alt_en: 'SPC+ members get extra deals in every category',
    alt_fr: 'Les membres SPC+ ont des rabais de plus dans chaque catégorie',
  },
  {
    category: 'fashion',
    en: {
      headline: 'Fresh kicks, student price',
      line: 'Show your SPC card at Stride Sneaker Lab.',
      call: 'See the deal',
    },
    fr: {
      headline: 'Des espadrilles à prix étudiant',
      line: 'Présentez votre carte SPC chez Stride Sneaker Lab.',
      call: 'Voir le rabais',
    },
    alt_en: 'Stride Sneaker Lab: sneakers at a student price',
    alt_fr: 'Stride Sneaker Lab : des espadrilles à prix étudiant',
  },
  {
    category: 'food',
    en: { headline: 'Study break?', line: 'Food deals near campus, all week long.' },
    fr: { headline: 'Une pause entre deux cours?', line: 'Des rabais resto près du campus, toute la semaine.' },
    alt_en: 'Food deals near campus',
    alt_fr: 'Des rabais resto près du campus',
  },
];

interface EmailOptSeed extends BannerSeed {
  id: number;
  isSpcPlus: boolean;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  text_en: string;
  text_fr: string;
}

export const EMAIL_OPT_SEEDS: readonly EmailOptSeed[] = [
  {
    id: 1,
    isSpcPlus: false,
    category: 'food',
    title_en: 'Get on the list',
    title_fr: 'Inscrivez-vous à notre liste',
    description_en: 'New deals, contests and student perks, in your inbox every week.',
    description_fr: 'Nouveaux rabais, concours et avantages étudiants, dans votre boîte chaque semaine.',
    text_en: 'We send one e-mail a week at most. Unsubscribe in one click, any time.',
    text_fr: 'Un courriel par semaine, au plus. Désinscrivez-vous en un clic, quand vous voulez.',
    en: { headline: 'Never miss a deal', line: 'The best student deals, every week.' },
    fr: { headline: 'Ne manquez aucun rabais', line: 'Les meilleurs rabais étudiants, chaque semaine.' },
    alt_en: 'Student deals in your inbox every week',
    alt_fr: 'Des rabais étudiants dans votre boîte chaque semaine',
  },
  {
    id: 2,
    isSpcPlus: true,
    category: 'travel',
    title_en: 'SPC+ first',
    title_fr: 'SPC+ en primeur',
    description_en: 'Members-only deals and early contest draws for SPC+, straight to your inbox.',
    description_fr: 'Rabais réservés aux membres et tirages en primeur pour SPC+, directement dans votre boîte.',
    text_en: 'One e-mail a week at most. Unsubscribe in one click, any time.',
    text_fr: 'Un courriel par semaine, au plus. Désinscrivez-vous en un clic, quand vous voulez.',
    en: { headline: 'SPC+ deals, first', line: 'Hear about members-only offers before anyone else.' },
    fr: {
      headline: 'Les rabais SPC+ en premier',
      line: 'Découvrez les offres réservées aux membres avant tout le monde.',
    },
    alt_en: 'SPC+ members-only deals, first',
    alt_fr: 'Les rabais réservés aux membres SPC+, en premier',
  },
];

function bannerRequests(kind: 'ad' | 'email-opt', id: number, seed: BannerSeed): MediaRequest[] {
  const key = `${kind}:${id}`;
  return (['en', 'fr'] as const).flatMap((language) =>
    (['desktop', 'mobile'] as const).map((format) => ({
      key: mediaKeys.campaign(kind, id, format === 'desktop' ? language : `${language}-mobile`),
      artwork: campaignBanner(`${key}:${format}`, seed.category, seed[language], format),
      alt_en: seed.alt_en,
      alt_fr: seed.alt_fr,
    })),
  );
}

/** The pictures of the seeded ads and e-mail opt modals. */
export function marketingMediaRequests(): MediaRequest[] {
  if (AD_BANNERS.length !== AD_SEEDS.length) throw new Error('Every seeded ad needs its banner words');
  return [
    ...AD_BANNERS.flatMap((seed, index) => bannerRequests('ad', index + 1, seed)),
    ...EMAIL_OPT_SEEDS.flatMap((seed) => bannerRequests('email-opt', seed.id, seed)),
  ];
}

/** The e-mail opt modals, replaced as a whole. */
export async function seedMarketing(tx: Tx): Promise<void> {
  await tx.delete(emailOptModals).where(sql`true`);
  await tx.insert(emailOptModals).values(
    EMAIL_OPT_SEEDS.map((seed) => ({
      id: seed.id,
      titleEn: seed.title_en,
      titleFr: seed.title_fr,
      descriptionEn: seed.description_en,
      descriptionFr: seed.description_fr,
      textEn: seed.text_en,
      textFr: seed.text_fr,
      imageEn: mediaKeys.campaign('email-opt', seed.id, 'en'),
      imageFr: mediaKeys.campaign('email-opt', seed.id, 'fr'),
      imageMobileEn: mediaKeys.campaign('email-opt', seed.id, 'en-mobile'),
      imageMobileFr: mediaKeys.campaign('email-opt', seed.id, 'fr-mobile'),
      isSpcPlus: seed.isSpcPlus,
      active: true,
    })),
  );
}
