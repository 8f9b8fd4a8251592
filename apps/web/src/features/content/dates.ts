// The content's dates are calendar dates (ISO `YYYY-MM-DD`: an effective date, a post's day): written
// as the reader's locale writes them, on that very day whatever the time zone ("September 1, 2026";
// in French « 1er septembre 2026 », the first of the month being an ordinal).
import type { Language } from '@spc/domain/constants';
import { formatDate } from '../../lib/format.ts';

/** Local midnight of an ISO date (its first 10 characters), or NaN. */
function localDay(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return Number.NaN;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/** "September 1, 2026" / "1er septembre 2026"; the ISO text itself when it is no date. */
export function formatCalendarDate(iso: string, language: Language): string {
  const day = localDay(iso);
  if (Number.isNaN(day)) return iso;
  const text = formatDate(day, language);
  return language === 'fr' ? text.replace(/^1 /, '1er ') : text;
}
