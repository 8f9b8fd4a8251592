// /favourites/list/:id (issue 7): one saved list's offers. Filled by the saved feature.
import { useTranslation } from 'react-i18next';

export function SavedListRoute() {
  const { t } = useTranslation('saved');
  return <h1 className="text-2xl font-bold">{t('favourites.title')}</h1>;
}
