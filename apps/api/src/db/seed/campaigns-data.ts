// Collections, contests, ads and site-wide legal texts: the editorial content around the offers.
// Dates are day offsets from the seed day, so contests stay current whenever the seed runs.
import type { CategorySlug } from '@spc/domain/categories';
import { CONTEST_NAMES, type ContestKind } from '@spc/domain/contests';
import { PROVINCES } from '@spc/domain/provinces';

export interface CollectionSeed {
  urlName: string;
  nameEn: string;
  nameFr: string;
  categories: readonly CategorySlug[];
  size: number;
}

export const COLLECTION_SEEDS: readonly CollectionSeed[] = [
  {
    urlName: 'back-to-school',
    nameEn: 'Back to school',
    nameFr: 'La rentrée',
    categories: ['tech-mobile', 'fashion', 'lifestyle'],
    size: 12,
  },
  { urlName: 'study-fuel', nameEn: 'Study fuel', nameFr: 'De quoi tenir le coup', categories: ['food'], size: 10 },
  {
    urlName: 'weekend-getaways',
    nameEn: 'Weekend getaways',
    nameFr: 'Escapades de fin de semaine',
    categories: ['travel'],
    size: 8,
  },
  { urlName: 'self-care', nameEn: 'Self-care Sunday', nameFr: 'Dimanche bien-être', categories: ['beauty'], size: 8 },
  {
    urlName: 'night-out',
    nameEn: 'Night out with friends',
    nameFr: 'Sortie entre amis',
    categories: ['entertainment', 'food'],
    size: 10,
  },
  {
    urlName: 'get-moving',
    nameEn: 'Get moving',
    nameFr: 'On bouge!',
    categories: ['fitness'],
    size: 7,
  },
  { urlName: 'shop-local', nameEn: 'Shop local', nameFr: 'Achetez local', categories: ['local'], size: 9 },
  {
    urlName: 'dorm-essentials',
    nameEn: 'Dorm essentials',
    nameFr: 'Essentiels pour la résidence',
    categories: ['lifestyle', 'tech-mobile'],
    size: 6,
  },
];

export interface ContestSeed {
  urlName: string;
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  prizeEn: string;
  prizeFr: string;
  /** Days from the seed day. */
  startOffsetDays: number;
  endOffsetDays: number;
  isPublic: boolean;
  autoLogin: boolean;
  /** How it is entered, and who may enter (contest_settings; decision 026). */
  kind: ContestKind;
  minAge: number;
  /** Provinces it is not open to (its rules say so); none when open across Canada. */
  excludedProvinces?: readonly string[];
}

/** Spec §2: holiday-contest, bdaycontest and frost-2025 have the public flag off and auto login on. */
export const CONTEST_SEEDS: readonly ContestSeed[] = [
  {
    urlName: 'holiday-contest-2024',
    titleEn: 'Holiday Contest 2024',
    titleFr: 'Concours des Fêtes 2024',
    descriptionEn: 'Enter for a chance to win one of ten $500 gift cards for the holidays.',
    descriptionFr: "Participez pour courir la chance de gagner l'une des dix cartes-cadeaux de 500 $ pour les Fêtes.",
    prizeEn: 'ten (10) gift cards worth $500 each',
    prizeFr: "dix (10) cartes-cadeaux d'une valeur de 500 $ chacune",
    startOffsetDays: -20,
    endOffsetDays: 25,
    isPublic: false,
    autoLogin: true,
    kind: 'entry',
    minAge: 16,
  },
  {
    urlName: 'may-scratch',
    titleEn: 'May Scratch & Win',
    titleFr: 'Grattez et gagnez de mai',
    descriptionEn: 'Scratch a virtual card every day in May for instant prizes from SPC partners.',
    descriptionFr:
      'Grattez une carte virtuelle chaque jour de mai pour gagner des prix instantanés offerts par les partenaires SPC.',
    prizeEn: 'instant prizes from SPC partners, including a grand prize of $1,000',
    prizeFr: 'des prix instantanés offerts par les partenaires SPC, dont un grand prix de 1 000 $',
    // Running whenever the seed runs, so the scratch card can be played (issue 19 item 1).
    startOffsetDays: -10,
    endOffsetDays: 20,
    isPublic: true,
    autoLogin: false,
    kind: 'scratch',
    minAge: 16,
  },
  {
    urlName: 'frost-2025',
    titleEn: 'Frost 2025 Match Game',
    titleFr: 'Jeu de paires Frost 2025',
    descriptionEn: 'Match the winter icons to win a ski weekend for two.',
    descriptionFr: 'Associez les icônes hivernales pour gagner une fin de semaine de ski pour deux.',
    prizeEn: 'a ski weekend for two, worth $2,000',
    prizeFr: "une fin de semaine de ski pour deux, d'une valeur de 2 000 $",
    startOffsetDays: -3,
    endOffsetDays: 40,
    isPublic: false,
    autoLogin: true,
    kind: 'match',
    minAge: 16,
  },
  {
    urlName: 'bdaycontest',
    titleEn: 'SPC Birthday Contest',
    titleFr: "Concours d'anniversaire SPC",
    descriptionEn: 'SPC is celebrating its birthday: enter to win a year of free SPC+.',
    descriptionFr: "SPC fête son anniversaire : participez pour gagner un abonnement SPC+ gratuit d'un an.",
    prizeEn: 'twenty (20) one-year SPC+ memberships',
    prizeFr: "vingt (20) abonnements SPC+ d'un an",
    startOffsetDays: 12,
    endOffsetDays: 42,
    isPublic: false,
    autoLogin: true,
    kind: 'entry',
    minAge: 18,
    excludedProvinces: ['QC'],
  },
  {
    urlName: CONTEST_NAMES.twelveDays,
    titleEn: '12 Days of Giveaways',
    titleFr: '12 jours de cadeaux',
    descriptionEn: 'A new prize behind each door for twelve days: open today’s door and enter to win it.',
    descriptionFr:
      'Un nouveau prix derrière chaque porte pendant douze jours : ouvrez la porte du jour et participez pour le gagner.',
    prizeEn: 'one prize a day for twelve days, as shown on the calendar',
    prizeFr: 'un prix par jour pendant douze jours, tel qu’indiqué au calendrier',
    // Twelve days, today the fifth: past doors closed, today’s open, the rest locked.
    startOffsetDays: -4,
    endOffsetDays: 7,
    isPublic: true,
    autoLogin: false,
    kind: 'calendar',
    minAge: 16,
  },
];

/** The 12-days calendar's prizes, one a day (contest_calendar_days). */
export const TWELVE_DAYS_PRIZES: readonly { en: string; fr: string }[] = [
  { en: 'A $100 grocery gift card', fr: 'Une carte-cadeau d’épicerie de 100 $' },
  { en: 'Wireless noise-cancelling headphones', fr: 'Un casque sans fil à réduction de bruit' },
  { en: 'A year of music streaming', fr: 'Un an d’abonnement à un service de musique en continu' },
  { en: 'A $150 winter clothing gift card', fr: 'Une carte-cadeau de 150 $ pour des vêtements d’hiver' },
  { en: 'A tablet for your notes', fr: 'Une tablette pour vos notes de cours' },
  { en: 'A month of meal kits', fr: 'Un mois de prêts-à-cuisiner' },
  { en: 'Two movie passes a month for six months', fr: 'Deux billets de cinéma par mois pendant six mois' },
  { en: 'A $200 travel voucher', fr: 'Un bon de voyage de 200 $' },
  { en: 'A smartwatch', fr: 'Une montre intelligente' },
  { en: 'A year of SPC+', fr: 'Un an de SPC+' },
  { en: 'A coffee a day for a month', fr: 'Un café par jour pendant un mois' },
  {
    en: 'The grand prize: a $1,000 tuition credit',
    fr: 'Le grand prix : un crédit de 1 000 $ pour vos droits de scolarité',
  },
];

const provinceName = (code: string, lang: 'en' | 'fr') => {
  const province = PROVINCES.find((entry) => entry.code === code);
  return province ? province[lang === 'en' ? 'name_en' : 'name_fr'] : code;
};

export function contestRules(contest: ContestSeed, start: string, end: string, lang: 'en' | 'fr'): string {
  if (lang === 'en') {
    return [
      `${contest.titleEn} runs from ${start} to ${end}.`,
      `No purchase necessary. Open to residents of Canada who are ${contest.minAge} or older and hold a valid SPC membership${
        contest.excludedProvinces?.length
          ? `, except residents of ${contest.excludedProvinces.map((code) => provinceName(code, 'en')).join(' and ')}`
          : ''
      }.`,
      `Prizes: ${contest.prizeEn}. Winners are drawn at random from all eligible entries and must correctly answer a skill-testing question.`,
      'Odds of winning depend on the number of eligible entries received. Limit of one entry per person per day.',
    ].join(' ');
  }
  return [
    `Le concours « ${contest.titleFr} » se déroule du ${start} au ${end}.`,
    `Aucun achat requis. Ouvert aux résidents du Canada âgés de ${contest.minAge} ans ou plus qui détiennent un abonnement SPC valide${
      contest.excludedProvinces?.length
        ? `, à l’exception des résidents du ${contest.excludedProvinces.map((code) => provinceName(code, 'fr')).join(' et du ')}`
        : ''
    }.`,
    `Prix : ${contest.prizeFr}. Les gagnants sont tirés au hasard parmi toutes les participations admissibles et doivent répondre correctement à une question d'habileté mathématique.`,
    "Les chances de gagner dépendent du nombre de participations admissibles reçues. Limite d'une participation par personne par jour.",
  ].join(' ');
}

export interface AdSeed {
  isClickable: boolean;
  /** A partner url name the ad links to, when clickable. */
  partnerUrlName?: string;
  displayPage: 'deals' | 'category' | 'search';
  displayPeriod: number;
  displayCooldownHours: number;
  displayCount: number;
  isSpcPlus: boolean;
  active: boolean;
}

export const AD_SEEDS: readonly AdSeed[] = [
  {
    isClickable: true,
    partnerUrlName: 'cibc',
    displayPage: 'deals',
    displayPeriod: 72,
    displayCooldownHours: 24,
    displayCount: 3,
    isSpcPlus: false,
    active: true,
  },
  {
    isClickable: true,
    partnerUrlName: 'marquee-cinemas-north',
    displayPage: 'deals',
    displayPeriod: 168,
    displayCooldownHours: 48,
    displayCount: 2,
    isSpcPlus: true,
    active: true,
  },
  {
    isClickable: true,
    partnerUrlName: 'laptop-lagoon',
    displayPage: 'category',
    displayPeriod: 24,
    displayCooldownHours: 12,
    displayCount: 1,
    isSpcPlus: false,
    active: true,
  },
  {
    isClickable: false,
    displayPage: 'category',
    displayPeriod: 48,
    displayCooldownHours: 24,
    displayCount: 2,
    isSpcPlus: true,
    active: true,
  },
  {
    isClickable: true,
    partnerUrlName: 'stride-sneaker-lab',
    displayPage: 'search',
    displayPeriod: 72,
    displayCooldownHours: 6,
    displayCount: 3,
    isSpcPlus: false,
    active: true,
  },
  {
    isClickable: false,
    displayPage: 'search',
    displayPeriod: 24,
    displayCooldownHours: 72,
    displayCount: 1,
    isSpcPlus: false,
    active: false,
  },
];

export interface LegalTextSeed {
  key: string;
  termEnCa: string;
  termEnUs: string;
  termFrCa: string;
}

export const LEGAL_TEXT_SEEDS: readonly LegalTextSeed[] = [
  {
    key: 'deals',
    termEnCa:
      'Offers are provided by participating partners and may change or end without notice. A valid SPC membership is required, and a student ID may be requested except for VIP and bank-linked members. Offers are valid in Canada only, cannot be combined with other promotions and have no cash value.',
    termEnUs:
      'Offers are provided by participating partners and may change or end without notice. A valid SPC membership is required, and a student ID may be requested except for VIP and bank-linked members. Offers cannot be combined with other promotions and have no cash value.',
    termFrCa:
      "Les offres sont proposées par les partenaires participants et peuvent être modifiées ou prendre fin sans préavis. Un abonnement SPC valide est requis, et une carte étudiante peut être exigée, sauf pour les membres VIP et ceux dont l'abonnement est lié à une banque. Les offres sont valables au Canada seulement, ne peuvent être jumelées à aucune autre promotion et n'ont aucune valeur monétaire.",
  },
  {
    key: 'terms',
    termEnCa:
      'By using SPC you agree to these terms. The SPC membership costs $11.99 per year, is non-refundable, is valid in Canada only and is for the personal use of the member named on the card. SPC may update these terms; continued use means you accept the updated terms.',
    termEnUs:
      'By using SPC you agree to these terms. The SPC membership costs USD 11.99 per year, is non-refundable and is for the personal use of the member named on the card. SPC may update these terms; continued use means you accept the updated terms.',
    termFrCa:
      "En utilisant SPC, vous acceptez les présentes conditions. L'abonnement SPC coûte 11,99 $ par année, n'est pas remboursable, est valable au Canada seulement et est réservé à l'usage personnel du membre dont le nom figure sur la carte. SPC peut mettre à jour ces conditions; en continuant d'utiliser le service, vous acceptez les conditions mises à jour.",
  },
  {
    key: 'privacy',
    termEnCa:
      'SPC collects only the information needed to run your membership, never sells it, and lets you see, correct or delete it at any time from your profile.',
    termEnUs:
      'SPC collects only the information needed to run your membership, never sells it, and lets you see, correct or delete it at any time from your profile.',
    termFrCa:
      'SPC ne recueille que les renseignements nécessaires à la gestion de votre abonnement, ne les vend jamais et vous permet de les consulter, de les corriger ou de les supprimer en tout temps à partir de votre profil.',
  },
];
