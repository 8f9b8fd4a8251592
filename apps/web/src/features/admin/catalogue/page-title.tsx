// The browser tab's title of a catalogue page (React hoists <title> into the head).
import { useTranslation } from 'react-i18next';

export function PageTitle({ text }: { text: string }) {
  const { t } = useTranslation('admin-catalogue');
  return <title>{`${text} — ${t('nav.titleSuffix')}`}</title>;
}
