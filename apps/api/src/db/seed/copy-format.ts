// Formatting for English and French copy: money, percentages, lists and dates as each language
// writes them ("$10" / "10 $", "20%" / "20 %", "March 5, 2026" / "5 mars 2026").

export function moneyEn(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}

export function moneyFr(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? `${dollars} $` : `${dollars},${String(rest).padStart(2, '0')} $`;
}

export const percentEn = (value: number): string => `${value}%`;
export const percentFr = (value: number): string => `${value} %`;

/** "Toronto, Ottawa and Halifax" / "à Toronto, à Ottawa et à Halifax". */
export function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

export function listFr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1) ?? ''}`;
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** "March 5, 2026" (UTC). */
export function dateEn(date: Date): string {
  return `${MONTHS_EN[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "5 mars 2026", "1er mars 2026" (UTC). */
export function dateFr(date: Date): string {
  const day = date.getUTCDate();
  return `${day === 1 ? '1er' : day} ${MONTHS_FR[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
