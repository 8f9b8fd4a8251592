// /favourites (issue 7): the member's saved lists and favourite offers. Filled by the saved feature.
import { useTranslation } from 'react-i18next';

export function FavouritesRoute() {
  const { t } = useTranslation('saved');
  return <h1 className="text-2xl font-bold">{t('favourites.title')}</h1>;
}
