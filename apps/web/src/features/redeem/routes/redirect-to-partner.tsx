// /redirect-to-partner (issue 7): records the click and leaves for the partner. Filled by the redeem feature.
import { useTranslation } from 'react-i18next';

export function RedirectToPartnerRoute() {
  const { t } = useTranslation('redeem');
  return <h1 className="text-2xl font-bold">{t('redirect.title')}</h1>;
}
