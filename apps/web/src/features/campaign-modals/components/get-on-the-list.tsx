// The 'Get on the list' box (issue 19 item 3): the capture form in a panel of its own, for the pages that
// offer the list without a modal (the deals page's foot, the subscription confirmation page).
import { useTranslation } from 'react-i18next';
import { CampaignI18n } from '../campaign-i18n.tsx';
import { EmailCaptureForm } from './email-capture-form.tsx';

function Box() {
  const { t } = useTranslation('campaigns');
  return (
    <section aria-labelledby="get-on-the-list" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="get-on-the-list" className="text-lg font-bold">
        {t('box.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{t('box.body')}</p>
      <EmailCaptureForm />
    </section>
  );
}

export function GetOnTheList({ language }: { language: 'en' | 'fr' }) {
  return (
    <CampaignI18n language={language}>
      <Box />
    </CampaignI18n>
  );
}
