// Offer copy templates: each one writes an offer's title and lead sentence in English and in French
// (as a Canadian French speaker would write it), with its discount rank and value to a member.
import type { CategorySlug } from '@spc/domain/categories';
import type { Phrase } from './categories-data.ts';
import { moneyEn, moneyFr, percentEn, percentFr } from './copy-format.ts';
import type { Random } from './random.ts';

export interface TemplateContext {
  rng: Random;
  partner: string;
  /** What the offer is about, from the partner's subcategory. */
  item: Phrase;
  /** A typical purchase in the category, in cents, to value percentage discounts. */
  basketCents: number;
}

export interface OfferCopy {
  titleEn: string;
  titleFr: string;
  leadEn: string;
  leadFr: string;
  /** 0–100 before jitter: how strong the discount is. */
  rank: number;
  valueCents: number;
}

export interface OfferTemplate {
  id: string;
  /** Only offers usable online (free shipping) or only in store (free drink with a meal). */
  channel?: 'online' | 'instore';
  categories?: readonly CategorySlug[];
  /** `category/subcategory` keys; when present the template is limited to them. */
  subcategories?: readonly string[];
  build(ctx: TemplateContext): OfferCopy;
}

const PERCENTS = [10, 10, 15, 15, 15, 20, 20, 20, 25, 25, 30, 30, 35, 40, 50] as const;
const RETAIL: readonly CategorySlug[] = ['fashion', 'tech-mobile', 'beauty', 'lifestyle', 'fitness'];
/** Subcategories that sell goods (so "sale items" make sense), by `category/subcategory`. */
const SHOPS: readonly string[] = [
  'fitness/cycling-running',
  'fitness/sporting-goods',
  'fashion/clothing',
  'fashion/footwear',
  'fashion/accessories-jewellery',
  'fashion/eyewear',
  'fashion/swim-vintage',
  'tech-mobile/phones-plans',
  'tech-mobile/computers-tablets',
  'tech-mobile/audio-gaming',
  'tech-mobile/tech-accessories',
  'local/neighbourhood-shops',
  'beauty/skincare',
  'beauty/makeup',
  'beauty/spa-body',
  'lifestyle/home-decor',
  'lifestyle/books-stationery',
  'lifestyle/gifts-plants',
];
/** Where "buy one, get one" reads naturally: things you buy two of, not services or subscriptions. */
const TWO_FOR_ONE: readonly string[] = [
  'food/restaurants',
  'food/cafes-bakeries',
  'food/quick-service',
  'food/desserts-drinks',
  'fashion/clothing',
  'fashion/footwear',
  'fashion/accessories-jewellery',
  'fashion/eyewear',
  'fashion/swim-vintage',
  'beauty/makeup',
  'beauty/spa-body',
  'entertainment/movies',
  'entertainment/activities',
  'entertainment/shows-events',
  'entertainment/games-nights',
];
const DAYS: readonly Phrase[] = [
  { en: 'Monday', fr: 'lundi' },
  { en: 'Tuesday', fr: 'mardi' },
  { en: 'Wednesday', fr: 'mercredi' },
  { en: 'Thursday', fr: 'jeudi' },
  { en: 'Sunday', fr: 'dimanche' },
];

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const dollars = (amount: number): number => amount * 100;
const pctValue = (ctx: TemplateContext, pct: number): number => Math.round((ctx.basketCents * pct) / 100 / 50) * 50;

export const GENERIC_TEMPLATES: readonly OfferTemplate[] = [
  {
    id: 'percent-item',
    build: (ctx) => {
      const pct = ctx.rng.pick(PERCENTS);
      return {
        titleEn: `${percentEn(pct)} off ${ctx.item.en}`,
        titleFr: `${percentFr(pct)} de rabais sur ${ctx.item.fr}`,
        leadEn: `Save ${percentEn(pct)} on ${ctx.item.en} at ${ctx.partner}.`,
        leadFr: `Économisez ${percentFr(pct)} sur ${ctx.item.fr} chez ${ctx.partner}.`,
        rank: pct * 1.8,
        valueCents: pctValue(ctx, pct),
      };
    },
  },
  {
    id: 'percent-all',
    build: (ctx) => {
      const pct = ctx.rng.pick([10, 10, 15, 15, 20, 25]);
      return {
        titleEn: `${percentEn(pct)} off your entire purchase`,
        titleFr: `${percentFr(pct)} de rabais sur tout votre achat`,
        leadEn: `Get ${percentEn(pct)} off everything at ${ctx.partner}, ${ctx.item.en} included.`,
        leadFr: `Obtenez ${percentFr(pct)} de rabais sur tout chez ${ctx.partner}, y compris sur ${ctx.item.fr}.`,
        rank: pct * 2.2,
        valueCents: pctValue(ctx, pct),
      };
    },
  },
  {
    id: 'dollars-off-minimum',
    build: (ctx) => {
      // The threshold follows what people spend in the category: $20 at a café, $400 on a laptop.
      const min = Math.max(10, Math.round((ctx.basketCents * ctx.rng.pick([0.75, 1, 1.5, 2])) / 100 / 5) * 5);
      const amt = Math.max(5, Math.round((min * ctx.rng.pick([0.15, 0.2, 0.25])) / 5) * 5);
      return {
        titleEn: `${moneyEn(dollars(amt))} off purchases of ${moneyEn(dollars(min))} or more`,
        titleFr: `${moneyFr(dollars(amt))} de rabais sur les achats de ${moneyFr(dollars(min))} et plus`,
        leadEn: `Spend ${moneyEn(dollars(min))} or more on ${ctx.item.en} and take ${moneyEn(dollars(amt))} off.`,
        leadFr: `Dépensez ${moneyFr(dollars(min))} ou plus et obtenez ${moneyFr(dollars(amt))} de rabais sur ${ctx.item.fr}.`,
        rank: (amt / min) * 160,
        valueCents: dollars(amt),
      };
    },
  },
  {
    id: 'extra-sale',
    subcategories: SHOPS,
    build: (ctx) => {
      const pct = ctx.rng.pick([10, 15, 20]);
      return {
        titleEn: `Extra ${percentEn(pct)} off sale items`,
        titleFr: `${percentFr(pct)} de rabais supplémentaire sur les articles en solde`,
        leadEn: `Take an extra ${percentEn(pct)} off items already on sale, ${ctx.item.en} included.`,
        leadFr: `Profitez de ${percentFr(pct)} de rabais supplémentaire sur les articles déjà en solde, y compris sur ${ctx.item.fr}.`,
        rank: pct * 2 + 15,
        valueCents: pctValue(ctx, pct),
      };
    },
  },
  {
    id: 'first-order',
    channel: 'online',
    build: (ctx) => {
      const amt = ctx.rng.pick([5, 10, 10, 15, 20, 25]);
      return {
        titleEn: `${moneyEn(dollars(amt))} off your first order`,
        titleFr: `${moneyFr(dollars(amt))} de rabais sur votre première commande`,
        leadEn: `New customers save ${moneyEn(dollars(amt))} on their first online order at ${ctx.partner}.`,
        leadFr: `Les nouveaux clients économisent ${moneyFr(dollars(amt))} sur leur première commande en ligne chez ${ctx.partner}.`,
        rank: 25 + amt,
        valueCents: dollars(amt),
      };
    },
  },
  {
    id: 'free-shipping',
    channel: 'online',
    categories: [...RETAIL, 'food'],
    build: (ctx) => {
      const min = ctx.rng.pick([25, 35, 35, 50, 75]);
      return {
        titleEn: `Free shipping on orders over ${moneyEn(dollars(min))}`,
        titleFr: `Livraison gratuite dès ${moneyFr(dollars(min))} d'achat`,
        leadEn: `Free standard shipping anywhere in Canada on orders over ${moneyEn(dollars(min))}.`,
        leadFr: `Livraison standard gratuite partout au Canada pour les commandes de plus de ${moneyFr(dollars(min))}.`,
        rank: 20,
        valueCents: 1000,
      };
    },
  },
  {
    id: 'bogo',
    subcategories: TWO_FOR_ONE,
    build: (ctx) => ({
      titleEn: `Buy one, get one free on ${ctx.item.en}`,
      titleFr: `Deux pour un sur ${ctx.item.fr}`,
      leadEn: `Buy one and get a second of equal or lesser value free at ${ctx.partner}.`,
      leadFr: `Chez ${ctx.partner}, le deuxième article de valeur égale ou inférieure est gratuit.`,
      rank: 85,
      valueCents: Math.round(ctx.basketCents / 2 / 50) * 50,
    }),
  },
  {
    id: 'bogo-half',
    subcategories: [...TWO_FOR_ONE, 'lifestyle/home-decor', 'lifestyle/books-stationery', 'lifestyle/gifts-plants'],
    build: (ctx) => ({
      titleEn: `Buy one, get one 50% off ${ctx.item.en}`,
      titleFr: `Le deuxième à moitié prix sur ${ctx.item.fr}`,
      leadEn: 'Get 50% off the second item of equal or lesser value.',
      leadFr: 'Obtenez 50 % de rabais sur le deuxième article de valeur égale ou inférieure.',
      rank: 55,
      valueCents: Math.round(ctx.basketCents / 4 / 50) * 50,
    }),
  },
  {
    id: 'student-day',
    channel: 'instore',
    build: (ctx) => {
      const pct = ctx.rng.pick([15, 20, 25, 30]);
      const day = ctx.rng.pick(DAYS);
      return {
        titleEn: `Student ${day.en}s: ${percentEn(pct)} off ${ctx.item.en}`,
        titleFr: `${capitalize(day.fr)}s étudiants : ${percentFr(pct)} de rabais sur ${ctx.item.fr}`,
        leadEn: `Every ${day.en}, show your SPC card to save ${percentEn(pct)} on ${ctx.item.en}.`,
        leadFr: `Tous les ${day.fr}s, présentez votre carte SPC pour économiser ${percentFr(pct)} sur ${ctx.item.fr}.`,
        rank: pct * 1.7,
        valueCents: pctValue(ctx, pct),
      };
    },
  },
];

export const CATEGORY_TEMPLATES: readonly OfferTemplate[] = [
  {
    id: 'first-month-free',
    subcategories: ['fitness/gyms', 'fitness/yoga-pilates', 'fitness/climbing-combat'],
    build: () => ({
      titleEn: 'First month free with a 6-month membership',
      titleFr: "Premier mois gratuit à l'achat d'un abonnement de 6 mois",
      leadEn: 'Sign up for six months and your first month is on us.',
      leadFr: 'Abonnez-vous pour six mois et le premier mois vous est offert.',
      rank: 70,
      valueCents: 5500,
    }),
  },
  {
    id: 'free-trial-class',
    channel: 'instore',
    subcategories: ['fitness/yoga-pilates', 'fitness/cycling-running', 'fitness/climbing-combat', 'fitness/gyms'],
    build: () => ({
      titleEn: 'Free trial class',
      titleFr: "Un cours d'essai gratuit",
      leadEn: 'Try a class for free before you commit.',
      leadFr: 'Essayez un cours gratuitement avant de vous engager.',
      rank: 45,
      valueCents: 2000,
    }),
  },
  {
    id: 'class-pass',
    subcategories: ['fitness/yoga-pilates', 'fitness/cycling-running', 'fitness/climbing-combat'],
    build: (ctx) => {
      const classes = ctx.rng.pick([5, 10]);
      const price = classes * ctx.rng.pick([9, 10, 12]);
      return {
        titleEn: `${classes}-class pass for ${moneyEn(dollars(price))}`,
        titleFr: `Carte de ${classes} cours pour ${moneyFr(dollars(price))}`,
        leadEn: `Get a ${classes}-class pass for ${moneyEn(dollars(price))}, valid for three months.`,
        leadFr: `Procurez-vous une carte de ${classes} cours pour ${moneyFr(dollars(price))}, valable trois mois.`,
        rank: 60,
        valueCents: dollars(classes * 8),
      };
    },
  },
  {
    id: 'no-enrolment-fee',
    categories: ['fitness'],
    build: (ctx) => {
      const amt = ctx.rng.pick([49, 59, 79, 99]);
      return {
        titleEn: `No enrolment fee (${moneyEn(dollars(amt))} value)`,
        titleFr: `Aucuns frais d'inscription (valeur de ${moneyFr(dollars(amt))})`,
        leadEn: `Join ${ctx.partner} without paying the ${moneyEn(dollars(amt))} enrolment fee.`,
        leadFr: `Inscrivez-vous chez ${ctx.partner} sans payer les frais d'inscription de ${moneyFr(dollars(amt))}.`,
        rank: 50,
        valueCents: dollars(amt),
      };
    },
  },
  {
    id: 'free-drink',
    channel: 'instore',
    subcategories: ['food/restaurants', 'food/quick-service'],
    build: () => ({
      titleEn: 'Free fountain drink with any meal',
      titleFr: "Boisson gazeuse gratuite à l'achat d'un repas",
      leadEn: 'Add a free fountain drink to any meal.',
      leadFr: "Ajoutez une boisson gazeuse gratuite à n'importe quel repas.",
      rank: 30,
      valueCents: 250,
    }),
  },
  {
    id: 'free-coffee',
    channel: 'instore',
    subcategories: ['food/cafes-bakeries'],
    build: () => ({
      titleEn: 'Free coffee with any pastry',
      titleFr: "Un café gratuit à l'achat d'une viennoiserie",
      leadEn: 'Pick any pastry and your filter coffee is free.',
      leadFr: 'Choisissez une viennoiserie et votre café filtre est gratuit.',
      rank: 40,
      valueCents: 275,
    }),
  },
  {
    id: 'free-delivery',
    channel: 'online',
    categories: ['food'],
    build: (ctx) => {
      const min = ctx.rng.pick([15, 20, 25, 30]);
      return {
        titleEn: `Free delivery on orders over ${moneyEn(dollars(min))}`,
        titleFr: `Livraison gratuite sur les commandes de plus de ${moneyFr(dollars(min))}`,
        leadEn: `Order online from ${ctx.partner} and skip the delivery fee.`,
        leadFr: `Commandez en ligne chez ${ctx.partner} et évitez les frais de livraison.`,
        rank: 25,
        valueCents: 499,
      };
    },
  },
  {
    id: 'student-combo',
    subcategories: ['food/quick-service', 'food/restaurants'],
    build: (ctx) => {
      const price = ctx.rng.pick([799, 899, 999, 1099, 1199]);
      return {
        titleEn: `Student combo for ${moneyEn(price)}`,
        titleFr: `Trio étudiant à ${moneyFr(price)}`,
        leadEn: `A main, a side and a drink for ${moneyEn(price)}, tax extra.`,
        leadFr: `Un plat, un accompagnement et une boisson pour ${moneyFr(price)}, taxes en sus.`,
        rank: 45,
        valueCents: 400,
      };
    },
  },
  {
    id: 'double-points',
    categories: ['food', 'beauty', 'lifestyle'],
    build: () => ({
      titleEn: 'Double loyalty points on every visit',
      titleFr: 'Points de fidélité doublés à chaque visite',
      leadEn: 'Link your SPC membership to earn double points every time you visit.',
      leadFr: 'Liez votre abonnement SPC pour accumuler deux fois plus de points à chaque visite.',
      rank: 15,
      valueCents: 200,
    }),
  },
  {
    id: 'hotel-nights',
    channel: 'online',
    subcategories: ['travel/hotels-hostels'],
    build: (ctx) => {
      const amt = ctx.rng.pick([20, 30, 40, 50]);
      return {
        titleEn: `Save ${moneyEn(dollars(amt))} on stays of 2 nights or more`,
        titleFr: `Économisez ${moneyFr(dollars(amt))} sur les séjours de 2 nuits et plus`,
        leadEn: `Book two nights or more with ${ctx.partner} and save ${moneyEn(dollars(amt))}.`,
        leadFr: `Réservez au moins deux nuits avec ${ctx.partner} et économisez ${moneyFr(dollars(amt))}.`,
        rank: 40 + amt / 2,
        valueCents: dollars(amt),
      };
    },
  },
  {
    id: 'free-checked-bag',
    channel: 'online',
    subcategories: ['travel/flights'],
    build: () => ({
      titleEn: 'Free checked bag on round trips',
      titleFr: 'Un bagage enregistré gratuit sur les vols aller-retour',
      leadEn: 'Your first checked bag is free on any round-trip booking.',
      leadFr: 'Votre premier bagage enregistré est gratuit sur toute réservation aller-retour.',
      rank: 55,
      valueCents: 6000,
    }),
  },
  {
    id: 'last-minute',
    categories: ['travel'],
    build: (ctx) => {
      const pct = ctx.rng.pick([20, 30, 40]);
      return {
        titleEn: `Up to ${percentEn(pct)} off last-minute deals`,
        titleFr: `Jusqu'à ${percentFr(pct)} de rabais sur les aubaines de dernière minute`,
        leadEn: `Grab last-minute savings of up to ${percentEn(pct)} on ${ctx.item.en}.`,
        leadFr: `Profitez d'aubaines de dernière minute allant jusqu'à ${percentFr(pct)} sur ${ctx.item.fr}.`,
        rank: pct * 1.5,
        valueCents: pctValue(ctx, pct),
      };
    },
  },
  {
    id: 'flexible-upgrade',
    channel: 'online',
    subcategories: ['travel/flights', 'travel/trains-buses'],
    build: () => ({
      titleEn: 'Free upgrade to a flexible fare',
      titleFr: 'Surclassement gratuit à un tarif flexible',
      leadEn: 'Change your plans without fees: the flexible fare is on us.',
      leadFr: 'Changez vos plans sans frais : le tarif flexible vous est offert.',
      rank: 35,
      valueCents: 3500,
    }),
  },
  {
    id: 'free-tuque',
    categories: ['fashion'],
    build: (ctx) => {
      const min = ctx.rng.pick([50, 75, 100]);
      return {
        titleEn: `Free tuque with purchases over ${moneyEn(dollars(min))}`,
        titleFr: `Une tuque gratuite à l'achat de ${moneyFr(dollars(min))} et plus`,
        leadEn: `Spend ${moneyEn(dollars(min))} or more and a cozy knit tuque is yours.`,
        leadFr: `Dépensez ${moneyFr(dollars(min))} ou plus et repartez avec une tuque en tricot bien chaude.`,
        rank: 30,
        valueCents: 2500,
      };
    },
  },
  {
    id: 'free-hemming',
    channel: 'instore',
    subcategories: ['fashion/clothing'],
    build: () => ({
      titleEn: 'Free hemming on all jeans',
      titleFr: 'Ourlet gratuit sur tous les jeans',
      leadEn: 'Buy any pair of jeans and we will hem them for free.',
      leadFr: "Achetez n'importe quel jean et nous en ferons l'ourlet gratuitement.",
      rank: 20,
      valueCents: 1500,
    }),
  },
  {
    id: 'free-eye-exam',
    channel: 'instore',
    subcategories: ['fashion/eyewear'],
    build: () => ({
      titleEn: 'Free eye exam with any pair of glasses',
      titleFr: "Examen de la vue gratuit à l'achat d'une paire de lunettes",
      leadEn: 'Book your eye exam and it is free when you buy a complete pair of glasses.',
      leadFr: "Prenez rendez-vous : l'examen de la vue est gratuit à l'achat d'une paire de lunettes complète.",
      rank: 60,
      valueCents: 9000,
    }),
  },
  {
    id: 'free-screen-protector',
    subcategories: ['tech-mobile/phones-plans', 'tech-mobile/tech-accessories'],
    build: () => ({
      titleEn: 'Free screen protector with any phone',
      titleFr: "Protecteur d'écran gratuit à l'achat d'un téléphone",
      leadEn: 'Buy a phone and get a tempered-glass screen protector, installed free.',
      leadFr: "Achetez un téléphone et obtenez un protecteur d'écran en verre trempé, installé gratuitement.",
      rank: 25,
      valueCents: 3000,
    }),
  },
  {
    id: 'bonus-data',
    subcategories: ['tech-mobile/phones-plans'],
    build: (ctx) => {
      const gb = ctx.rng.pick([2, 5, 10]);
      return {
        titleEn: `${gb} GB of bonus data every month`,
        titleFr: `${gb} Go de données en prime chaque mois`,
        leadEn: `Activate a plan with ${ctx.partner} and get ${gb} GB of extra data every month for a year.`,
        leadFr: `Activez un forfait chez ${ctx.partner} et obtenez ${gb} Go de données de plus chaque mois pendant un an.`,
        rank: 35 + gb * 3,
        valueCents: gb * 500,
      };
    },
  },
  {
    id: 'months-free',
    channel: 'online',
    subcategories: ['tech-mobile/software-services', 'entertainment/streaming-music'],
    build: (ctx) => {
      const months = ctx.rng.pick([1, 2, 3, 6]);
      const plural = months > 1;
      return {
        titleEn: plural ? `${months} months free on your subscription` : 'One month free on your subscription',
        titleFr: plural ? `${months} mois gratuits sur votre abonnement` : 'Un mois gratuit sur votre abonnement',
        leadEn: `Start your subscription with ${ctx.partner} and pay nothing for ${plural ? `${months} months` : 'a month'}.`,
        leadFr: `Commencez votre abonnement chez ${ctx.partner} et ne payez rien pendant ${plural ? `${months} mois` : 'un mois'}.`,
        rank: 30 + months * 10,
        valueCents: months * 1099,
      };
    },
  },
  {
    id: 'free-setup',
    subcategories: ['tech-mobile/computers-tablets', 'tech-mobile/phones-plans'],
    build: () => ({
      titleEn: 'Free setup and data transfer',
      titleFr: 'Configuration et transfert de données gratuits',
      leadEn: 'Bring your old device and we will move your photos, contacts and files for free.',
      leadFr: 'Apportez votre ancien appareil : nous transférons gratuitement vos photos, contacts et fichiers.',
      rank: 20,
      valueCents: 4000,
    }),
  },
  {
    id: 'first-visit',
    channel: 'instore',
    categories: ['local', 'beauty'],
    build: (ctx) => {
      const pct = ctx.rng.pick([15, 20, 25, 30]);
      return {
        titleEn: `${percentEn(pct)} off your first visit`,
        titleFr: `${percentFr(pct)} de rabais sur votre première visite`,
        leadEn: `New clients save ${percentEn(pct)} on ${ctx.item.en} on their first visit.`,
        leadFr: `Les nouveaux clients économisent ${percentFr(pct)} sur ${ctx.item.fr} lors de leur première visite.`,
        rank: pct * 1.8,
        valueCents: pctValue(ctx, pct),
      };
    },
  },
  {
    id: 'pickup-dropoff',
    subcategories: ['local/repairs-cleaning', 'local/pets'],
    build: () => ({
      titleEn: 'Free pick-up and drop-off',
      titleFr: 'Cueillette et livraison gratuites',
      leadEn: 'We pick it up and bring it back at no charge within city limits.',
      leadFr: 'Nous passons le prendre et le rapportons sans frais, dans les limites de la ville.',
      rank: 25,
      valueCents: 1000,
    }),
  },
  {
    id: 'free-estimate',
    channel: 'instore',
    subcategories: ['local/repairs-cleaning'],
    build: (ctx) => ({
      titleEn: `Free estimate on ${ctx.item.en}`,
      titleFr: `Estimation gratuite pour ${ctx.item.fr}`,
      leadEn: 'Drop by for a free, no-obligation estimate.',
      leadFr: 'Passez nous voir pour une estimation gratuite et sans engagement.',
      rank: 10,
      valueCents: 1500,
    }),
  },
  {
    id: 'free-first-lesson',
    subcategories: ['local/lessons-tutoring'],
    build: () => ({
      titleEn: 'First lesson free',
      titleFr: 'Premier cours gratuit',
      leadEn: 'Book your first lesson and pay nothing, with no commitment.',
      leadFr: 'Réservez votre premier cours sans frais et sans engagement.',
      rank: 50,
      valueCents: 4000,
    }),
  },
  {
    id: 'free-brow-shaping',
    channel: 'instore',
    subcategories: ['beauty/skincare', 'beauty/nails-lashes'],
    build: () => ({
      titleEn: 'Free brow shaping with any facial',
      titleFr: 'Épilation des sourcils gratuite avec tout soin du visage',
      leadEn: 'Book a facial and add brow shaping at no extra cost.',
      leadFr: "Réservez un soin du visage et ajoutez l'épilation des sourcils sans frais.",
      rank: 35,
      valueCents: 2000,
    }),
  },
  {
    id: 'deluxe-sample',
    channel: 'online',
    subcategories: ['beauty/skincare', 'beauty/makeup', 'beauty/spa-body'],
    build: () => ({
      titleEn: 'Free deluxe sample with every order',
      titleFr: 'Un échantillon de luxe gratuit avec chaque commande',
      leadEn: 'Every online order comes with a deluxe sample of a best-seller.',
      leadFr: "Chaque commande en ligne est accompagnée d'un échantillon de luxe d'un produit vedette.",
      rank: 15,
      valueCents: 800,
    }),
  },
  {
    id: 'student-haircut',
    channel: 'instore',
    subcategories: ['beauty/hair-barbers'],
    build: (ctx) => {
      const price = ctx.rng.pick([20, 25, 30]);
      return {
        titleEn: `Student haircut for ${moneyEn(dollars(price))}`,
        titleFr: `Coupe étudiante à ${moneyFr(dollars(price))}`,
        leadEn: `A wash, cut and style for ${moneyEn(dollars(price))} with your SPC card.`,
        leadFr: `Shampoing, coupe et coiffage pour ${moneyFr(dollars(price))} avec votre carte SPC.`,
        rank: 55,
        valueCents: dollars(45 - price),
      };
    },
  },
  {
    id: 'free-popcorn',
    channel: 'instore',
    subcategories: ['entertainment/movies'],
    build: () => ({
      titleEn: 'Free popcorn with any movie ticket',
      titleFr: "Maïs soufflé gratuit à l'achat d'un billet de cinéma",
      leadEn: 'Show your SPC card at the concession stand for a free small popcorn.',
      leadFr: 'Présentez votre carte SPC au comptoir pour obtenir un petit maïs soufflé gratuit.',
      rank: 35,
      valueCents: 650,
    }),
  },
  {
    id: 'cheap-tuesday',
    subcategories: ['entertainment/movies'],
    build: (ctx) => {
      const price = ctx.rng.pick([7, 8, 9]);
      return {
        titleEn: `Tuesday tickets for ${moneyEn(dollars(price))}`,
        titleFr: `Billets à ${moneyFr(dollars(price))} le mardi`,
        leadEn: `Every Tuesday, see any regular 2D screening for ${moneyEn(dollars(price))}.`,
        leadFr: `Tous les mardis, assistez à n'importe quelle projection 2D pour ${moneyFr(dollars(price))}.`,
        rank: 60,
        valueCents: dollars(15 - price),
      };
    },
  },
  {
    id: 'group-deal',
    channel: 'instore',
    subcategories: ['entertainment/activities', 'entertainment/games-nights'],
    build: (ctx) => {
      const pct = ctx.rng.pick([15, 20, 25]);
      return {
        titleEn: `${percentEn(pct)} off for groups of 4 or more`,
        titleFr: `${percentFr(pct)} de rabais pour les groupes de 4 personnes et plus`,
        leadEn: `Bring your friends: groups of four or more save ${percentEn(pct)} on ${ctx.item.en}.`,
        leadFr: `Venez en gang : les groupes de quatre personnes et plus économisent ${percentFr(pct)} sur ${ctx.item.fr}.`,
        rank: pct * 1.8,
        valueCents: pctValue(ctx, pct),
      };
    },
  },
  {
    id: 'presale-access',
    channel: 'online',
    subcategories: ['entertainment/shows-events'],
    build: () => ({
      titleEn: 'Early access to ticket presales',
      titleFr: 'Accès anticipé aux préventes de billets',
      leadEn: 'Get tickets 48 hours before the general public.',
      leadFr: 'Obtenez vos billets 48 heures avant le grand public.',
      rank: 10,
      valueCents: 0,
    }),
  },
  {
    id: 'gift-wrapping',
    channel: 'instore',
    categories: ['lifestyle'],
    build: () => ({
      titleEn: 'Free gift wrapping',
      titleFr: 'Emballage-cadeau gratuit',
      leadEn: 'Every purchase can be gift wrapped for free.',
      leadFr: 'Tous vos achats peuvent être emballés gratuitement.',
      rank: 5,
      valueCents: 500,
    }),
  },
  {
    id: 'back-to-school',
    categories: ['lifestyle', 'tech-mobile', 'fashion'],
    build: (ctx) => {
      const pct = ctx.rng.pick([15, 20, 25]);
      return {
        titleEn: `${percentEn(pct)} off back-to-school essentials`,
        titleFr: `${percentFr(pct)} de rabais sur les essentiels de la rentrée`,
        leadEn: `Get ready for the semester with ${percentEn(pct)} off ${ctx.item.en} and more.`,
        leadFr: `Préparez la session avec ${percentFr(pct)} de rabais sur ${ctx.item.fr}, et plus encore.`,
        rank: pct * 1.8,
        valueCents: pctValue(ctx, pct),
      };
    },
  },
  {
    id: 'storage-dollar',
    subcategories: ['lifestyle/student-services'],
    build: () => ({
      titleEn: 'First month of storage for $1',
      titleFr: "Premier mois d'entreposage à 1 $",
      leadEn: 'Store your things over the summer and pay $1 for the first month.',
      leadFr: "Entreposez vos affaires pendant l'été et payez 1 $ pour le premier mois.",
      rank: 75,
      valueCents: 8900,
    }),
  },
  {
    id: 'free-local-delivery',
    channel: 'online',
    subcategories: ['lifestyle/home-decor'],
    build: (ctx) => {
      const min = ctx.rng.pick([50, 75, 100]);
      return {
        titleEn: `Free local delivery on orders over ${moneyEn(dollars(min))}`,
        titleFr: `Livraison locale gratuite pour les commandes de plus de ${moneyFr(dollars(min))}`,
        leadEn: `Order ${ctx.item.en} online and get free delivery to your door, in residence or off campus.`,
        leadFr: `Commandez ${ctx.item.fr} en ligne et profitez de la livraison gratuite à votre porte, en résidence ou en appartement.`,
        rank: 30,
        valueCents: 2500,
      };
    },
  },
];

/** The bank's offers: all SPC+ (spec §9 bank offer tiers: cashback 60, 30, 25). */
export const BANK_OFFERS: readonly OfferCopy[] = [
  {
    titleEn: 'Free SPC+ membership with an eligible CIBC student account',
    titleFr: 'Adhésion SPC+ gratuite avec un compte étudiant CIBC admissible',
    leadEn: 'Open or link an eligible CIBC student account and your SPC+ membership is free.',
    leadFr: 'Ouvrez ou liez un compte étudiant CIBC admissible et votre abonnement SPC+ est gratuit.',
    rank: 90,
    valueCents: 1199,
  },
  {
    titleEn: '$60 cash back with an eligible student bank account',
    titleFr: 'Remise en argent de 60 $ avec un compte bancaire étudiant admissible',
    leadEn: 'Get $60 cash back when you open an eligible student bank account.',
    leadFr: "Obtenez une remise en argent de 60 $ à l'ouverture d'un compte bancaire étudiant admissible.",
    rank: 80,
    valueCents: 6000,
  },
  {
    titleEn: '$30 cash back with an eligible student credit card',
    titleFr: 'Remise en argent de 30 $ avec une carte de crédit étudiante admissible',
    leadEn: 'Get $30 cash back after your first purchase with an eligible student credit card.',
    leadFr:
      'Obtenez une remise en argent de 30 $ après votre premier achat avec une carte de crédit étudiante admissible.',
    rank: 65,
    valueCents: 3000,
  },
  {
    titleEn: '$25 cash back when you set up direct deposit',
    titleFr: 'Remise en argent de 25 $ quand vous configurez le dépôt direct',
    leadEn: 'Set up a recurring direct deposit to your student account and get $25 cash back.',
    leadFr: 'Configurez un dépôt direct récurrent dans votre compte étudiant et obtenez une remise en argent de 25 $.',
    rank: 55,
    valueCents: 2500,
  },
];
