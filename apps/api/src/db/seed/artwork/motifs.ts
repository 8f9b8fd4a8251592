// The category motifs of the artwork, as simple SVG shapes drawn in a 100×100 box (placed, scaled and
// turned by the caller): food, fashion, tech, travel, fitness, beauty, entertainment, lifestyle, local,
// three or four drawings each so the offers of one category do not all look alike.
import type { CategorySlug } from '@spc/domain/categories';
import type { Palette } from './palette.ts';

/** A drawing in a 100×100 box, in the palette's colours (`ink` is the colour that reads on the ground). */
export type Motif = (p: Palette, ink: string) => string;

const stroke = (colour: string, width = 6) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const food: Motif[] = [
  // A bowl with steam.
  (p, ink) =>
    `<path d="M12 48h76a38 38 0 0 1-76 0z" fill="${p.accent}"/><path d="M22 56h56" ${stroke(p.pop, 5)}/><path d="M38 38q-6-8 0-16M50 38q-6-8 0-16M62 38q-6-8 0-16" ${stroke(ink, 4)}/>`,
  // A mug of coffee.
  (p, ink) =>
    `<path d="M20 32h48v32a16 16 0 0 1-16 16H36a16 16 0 0 1-16-16z" fill="${p.accent}"/><circle cx="72" cy="50" r="11" ${stroke(p.accent, 6)}/><path d="M34 22q-4-6 0-12M48 22q-4-6 0-12" ${stroke(ink, 4)}/><rect x="14" y="82" width="62" height="6" rx="3" fill="${p.pop}"/>`,
  // A slice of pizza.
  (p) =>
    `<path d="M50 12L84 80Q50 94 16 80Z" fill="${p.pop}"/><path d="M16 80Q50 94 84 80" ${stroke(p.accent, 9)}/><circle cx="48" cy="44" r="6" fill="${p.accent}"/><circle cx="40" cy="66" r="6" fill="${p.accent}"/><circle cx="60" cy="64" r="5" fill="${p.accent}"/>`,
  // A cone of ice cream.
  (p) =>
    `<path d="M34 46l16 46 16-46z" fill="${p.pop}"/><circle cx="42" cy="38" r="14" fill="${p.accent}"/><circle cx="58" cy="38" r="14" fill="${p.light}"/><circle cx="50" cy="24" r="13" fill="${p.accent}"/>`,
];

const fashion: Motif[] = [
  // A hanger.
  (_p, ink) => `<path d="M50 34a8 8 0 1 1 8-8M50 34L12 70h76Z" ${stroke(ink, 5)}/>`,
  // A T-shirt.
  (p) =>
    `<path d="M35 18L13 31l8 15 9-4v42h40V42l9 4 8-15-22-13q-15 11-30 0Z" fill="${p.accent}"/><path d="M40 56h20" ${stroke(p.pop, 5)}/>`,
  // A dress.
  (p) => `<path d="M42 12h16l-2 20 22 54H22l22-54z" fill="${p.accent}"/><path d="M38 46h24" ${stroke(p.pop, 5)}/>`,
  // Sunglasses.
  (p, ink) =>
    `<circle cx="30" cy="54" r="16" fill="${p.accent}"/><circle cx="70" cy="54" r="16" fill="${p.accent}"/><path d="M46 52q4-4 8 0M14 50L6 40M86 50l8-10" ${stroke(ink, 5)}/>`,
];

const tech: Motif[] = [
  // A laptop.
  (p, ink) =>
    `<rect x="18" y="22" width="64" height="44" rx="5" fill="${p.accent}"/><rect x="24" y="28" width="52" height="32" rx="2" fill="${p.light}"/><path d="M8 74h84l-6 8H14z" fill="${ink}"/><path d="M32 40h20M32 48h30" ${stroke(p.accent, 4)}/>`,
  // A phone.
  (p) =>
    `<rect x="30" y="8" width="40" height="84" rx="9" fill="${p.accent}"/><rect x="35" y="17" width="30" height="60" rx="3" fill="${p.light}"/><circle cx="50" cy="84" r="3.5" fill="${p.pop}"/>`,
  // Headphones.
  (p, ink) =>
    `<path d="M18 62V50a32 32 0 0 1 64 0v12" ${stroke(ink, 6)}/><rect x="12" y="56" width="18" height="30" rx="7" fill="${p.accent}"/><rect x="70" y="56" width="18" height="30" rx="7" fill="${p.accent}"/>`,
  // A game controller.
  (p, ink) =>
    `<path d="M22 34h56a16 16 0 0 1 16 18l-4 18a10 10 0 0 1-17 4l-9-10H36l-9 10a10 10 0 0 1-17-4L6 52a16 16 0 0 1 16-18z" fill="${p.accent}"/><path d="M26 44v12M20 50h12" ${stroke(ink, 4)}/><circle cx="70" cy="46" r="4" fill="${p.pop}"/><circle cx="78" cy="54" r="4" fill="${p.pop}"/>`,
];

const travel: Motif[] = [
  // A plane.
  (p) =>
    `<path d="M10 56l80-30-14 14 10 30-10 4-14-22-20 10 2 14-8 3-6-16z" fill="${p.light}"/><path d="M48 36L30 22l-8 3 14 19z" fill="${p.accent}"/>`,
  // A suitcase.
  (p, ink) =>
    `<rect x="18" y="30" width="64" height="52" rx="8" fill="${p.accent}"/><path d="M38 30v-8h24v8" ${stroke(ink, 5)}/><path d="M36 30v52M64 30v52" ${stroke(p.pop, 5)}/><circle cx="30" cy="88" r="4" fill="${ink}"/><circle cx="70" cy="88" r="4" fill="${ink}"/>`,
  // Mountains under a sun.
  (p) =>
    `<circle cx="70" cy="30" r="14" fill="${p.pop}"/><path d="M4 86l30-48 18 28 12-16 32 36z" fill="${p.accent}"/><path d="M34 38l-8 13 8-4 7 5z" fill="${p.light}"/>`,
  // A palm by the sea.
  (p) =>
    `<path d="M6 78q22-10 44 0t44 0v14H6z" fill="${p.accent}"/><path d="M50 76q-2-30 6-50" fill="none" stroke="${p.pop}" stroke-width="6" stroke-linecap="round"/><path d="M56 26q-20-10-34 4 18-4 34-4zM56 26q18-12 32 2-16-4-32-2zM56 26q-6-16 10-20-6 8-10 20z" fill="${p.light}"/>`,
];

const fitness: Motif[] = [
  // A dumbbell.
  (p, ink) =>
    `<rect x="10" y="34" width="12" height="32" rx="4" fill="${p.accent}"/><rect x="78" y="34" width="12" height="32" rx="4" fill="${p.accent}"/><rect x="22" y="40" width="8" height="20" rx="3" fill="${p.pop}"/><rect x="70" y="40" width="8" height="20" rx="3" fill="${p.pop}"/><path d="M30 50h40" ${stroke(ink, 6)}/>`,
  // A kettlebell.
  (p, ink) =>
    `<path d="M34 36a16 16 0 0 1 32 0" ${stroke(ink, 7)}/><circle cx="50" cy="60" r="28" fill="${p.accent}"/><rect x="40" y="52" width="20" height="6" rx="3" fill="${p.pop}"/>`,
  // A stopwatch.
  (p, ink) =>
    `<circle cx="50" cy="56" r="32" fill="${p.accent}"/><circle cx="50" cy="56" r="24" fill="${p.light}"/><path d="M50 56V40M44 14h12M50 14v10" ${stroke(ink, 5)}/><circle cx="50" cy="56" r="4" fill="${p.pop}"/>`,
  // A yoga mat rolled, with a circle of breath.
  (p) =>
    `<circle cx="50" cy="40" r="22" fill="none" stroke="${p.pop}" stroke-width="5"/><rect x="14" y="70" width="72" height="16" rx="8" fill="${p.accent}"/><circle cx="22" cy="78" r="6" fill="${p.light}"/>`,
];

const beauty: Motif[] = [
  // A lipstick.
  (p) =>
    `<rect x="34" y="54" width="32" height="38" rx="4" fill="${p.pop}"/><rect x="38" y="38" width="24" height="18" fill="${p.light}"/><path d="M38 38V22l24-10v26z" fill="${p.accent}"/>`,
  // A drop.
  (p) =>
    `<path d="M50 8C40 30 24 46 24 64a26 26 0 0 0 52 0C76 46 60 30 50 8z" fill="${p.accent}"/><path d="M36 64a14 14 0 0 0 10 14" ${stroke(p.light, 5)}/>`,
  // A flower.
  (p) =>
    [0, 72, 144, 216, 288]
      .map(
        (angle) => `<ellipse cx="50" cy="28" rx="13" ry="20" fill="${p.accent}" transform="rotate(${angle} 50 50)"/>`,
      )
      .join('') + `<circle cx="50" cy="50" r="12" fill="${p.pop}"/>`,
  // A hand mirror.
  (p, ink) =>
    `<path d="M50 66v26" ${stroke(ink, 8)}/><ellipse cx="50" cy="38" rx="26" ry="30" fill="${p.pop}"/><ellipse cx="50" cy="38" rx="19" ry="23" fill="${p.light}"/><path d="M40 28q4-6 10-7" ${stroke(p.accent, 4)}/>`,
];

const entertainment: Motif[] = [
  // A ticket.
  (p) =>
    `<path d="M8 30h84v12a8 8 0 0 0 0 16v12H8V58a8 8 0 0 0 0-16z" fill="${p.accent}"/><path d="M66 32v36" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="4 4"/><path d="M24 44h28M24 54h20" ${stroke(p.light, 4)}/>`,
  // A music note.
  (p, ink) =>
    `<path d="M40 72V20l40-8v50" ${stroke(ink, 6)}/><ellipse cx="32" cy="74" rx="12" ry="9" fill="${p.accent}"/><ellipse cx="72" cy="64" rx="12" ry="9" fill="${p.accent}"/><path d="M40 32l40-8" ${stroke(p.pop, 6)}/>`,
  // A star.
  (p) =>
    `<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z" fill="${p.pop}"/><circle cx="50" cy="50" r="8" fill="${p.accent}"/>`,
  // A clapperboard.
  (p, ink) =>
    `<rect x="14" y="40" width="72" height="46" rx="4" fill="${p.accent}"/><path d="M14 28l70-14 4 14-70 14z" fill="${ink}"/><path d="M30 25l6 12M48 21l6 12M66 18l6 12" ${stroke(p.pop, 4)}/>`,
];

const lifestyle: Motif[] = [
  // A plant in a pot.
  (p) =>
    `<path d="M30 62h40l-6 30H36z" fill="${p.accent}"/><path d="M50 62V30" ${stroke(p.pop, 5)}/><path d="M50 40q-20-2-24-20 20 0 24 20zM50 34q18-4 22-22-18 2-22 22z" fill="${p.pop}"/>`,
  // A house.
  (p, ink) =>
    `<path d="M14 48L50 16l36 32" ${stroke(ink, 6)}/><rect x="24" y="44" width="52" height="44" fill="${p.accent}"/><rect x="42" y="62" width="16" height="26" fill="${p.pop}"/>`,
  // A book, open.
  (p) =>
    `<path d="M50 28Q32 16 10 22v56q22-6 40 6z" fill="${p.accent}"/><path d="M50 28q18-12 40-6v56q-22-6-40 6z" fill="${p.pop}"/><path d="M18 36q14-2 26 4M18 48q14-2 26 4M56 40q12-6 26-4M56 52q12-6 26-4" ${stroke(p.light, 3)}/>`,
  // A credit card.
  (p, ink) =>
    `<rect x="10" y="24" width="80" height="52" rx="8" fill="${p.accent}"/><path d="M10 38h80" ${stroke(ink, 8)}/><rect x="20" y="54" width="16" height="12" rx="2" fill="${p.pop}"/>`,
];

const local: Motif[] = [
  // A map pin.
  (p) =>
    `<path d="M50 92S20 58 20 38a30 30 0 0 1 60 0c0 20-30 54-30 54z" fill="${p.accent}"/><circle cx="50" cy="38" r="12" fill="${p.light}"/>`,
  // A storefront under an awning.
  (p) =>
    `<rect x="16" y="40" width="68" height="48" fill="${p.light}"/><path d="M10 22h80l-4 18H14z" fill="${p.accent}"/><path d="M26 22l-3 18M42 22l-1 18M58 22l1 18M74 22l3 18" ${stroke(p.pop, 4)}/><rect x="26" y="54" width="20" height="34" fill="${p.pop}"/><rect x="54" y="54" width="22" height="16" fill="${p.accent}"/>`,
  // A shopping bag.
  (p, ink) =>
    `<path d="M38 34v-6a12 12 0 0 1 24 0v6" ${stroke(ink, 5)}/><path d="M20 34h60l-4 56H24z" fill="${p.accent}"/><circle cx="50" cy="60" r="8" fill="${p.pop}"/>`,
];

export const CATEGORY_MOTIFS: Record<CategorySlug, readonly Motif[]> = {
  food,
  fashion,
  'tech-mobile': tech,
  travel,
  fitness,
  beauty,
  entertainment,
  lifestyle,
  local,
};

/** Words of a content picture's `motif` that steer it to a category's drawings. */
export const MOTIF_WORDS: readonly (readonly [RegExp, CategorySlug])[] = [
  [/food|coffee|café|cafe|meal|lunch|grocer|pizza|eat|budget|recipe/i, 'food'],
  [/fashion|cloth|style|wear|thrift/i, 'fashion'],
  [/tech|phone|laptop|code|engineer|developer|app|digital|data|privacy|security/i, 'tech-mobile'],
  [/travel|trip|flight|campus tour|road|summer|explore|journey/i, 'travel'],
  [/fit|gym|sport|health|run|yoga|wellness/i, 'fitness'],
  [/beauty|care|spa|skin/i, 'beauty'],
  [/movie|music|concert|game|fun|event|party|contest|festival|entertain/i, 'entertainment'],
  [/home|study|book|school|student|card|money|saving|bank|life|career|job|team|work/i, 'lifestyle'],
  [/local|city|shop|store|neighbour|neighbor|map|canada|partner/i, 'local'],
];
