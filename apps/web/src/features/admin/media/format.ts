// Sizes and dates as the console shows them, in the reader's language (Québec French, Canadian English).
import type { Language } from '@spc/domain/constants';

export const locale = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

export function formatBytes(bytes: number, language: Language): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1
    ? new Intl.NumberFormat(locale(language), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        megabytes,
      )
    : new Intl.NumberFormat(locale(language), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, bytes / 1024),
      );
}

export const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(new Date(iso));
