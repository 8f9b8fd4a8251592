// Dates and money as the console's reader writes them (en-CA or fr-CA, Eastern time like the site).
import { formatMoney } from '@spc/domain/store-rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return useMemo(() => formatters(language), [language]);
}

function formatters(language: 'en' | 'fr') {
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Toronto' });
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  });
  return {
    language,
    day: (iso: string | null | undefined) => (iso ? day.format(new Date(iso)) : '—'),
    moment: (iso: string | null | undefined) => (iso ? moment.format(new Date(iso)) : '—'),
    money: (cents: number, currency: 'CAD' | 'USD') => formatMoney(cents, currency, language),
  };
}
