// /cibc (spec §2 "Bank tier", Canada only): SPC+ with the bank — how it works, the bank's student
// account, the partner registration of a co-branded card (spec §4), and the bank tier's other pages.
// The login prompt for visitors comes from the route table (app/plus-routes.tsx), which composes the
// sign-in feature with this one.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { CIBC_URLS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { BankPagesNav } from '../../../features/plus/components/bank-pages-nav.tsx';
import { PartnerCardForm } from '../../../features/plus/components/partner-card-form.tsx';
import { PlusPage, PlusPanel } from '../../../features/plus/components/plus-page.tsx';

const STEPS = ['open', 'receive', 'register'] as const;

export function CibcRoute({ onSignInRequired }: { onSignInRequired: () => void }) {
  const { t } = useTranslation('plus');
  const { language } = useLanguage();
  const session = useSession();

  return (
    <PlusPage
      title={t('cibc.title')}
      description={t('cibc.description')}
      heading={t('cibc.heading')}
      lead={t('cibc.lead')}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <PlusPanel headingId="cibc-steps">
          <h2 id="cibc-steps" className="text-xl font-bold text-slate-900">
            {t('cibc.stepsHeading')}
          </h2>
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-slate-700">
            {STEPS.map((step) => (
              <li key={step}>{t(`cibc.steps.${step}`)}</li>
            ))}
          </ol>
          <a
            href={CIBC_URLS.student[language]}
            target="_blank"
            rel="noreferrer"
            className="self-start font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('cibc.openAccount')} <span className="sr-only">{t('cibc.newTab')}</span>
          </a>
        </PlusPanel>
        <PlusPanel headingId="cibc-register">
          <h2 id="cibc-register" className="text-xl font-bold text-slate-900">
            {t('register.heading')}
          </h2>
          <p className="text-slate-700">{t('register.lead')}</p>
          {session?.isBankLinked ? (
            <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">{t('cibc.member')}</p>
          ) : null}
          <PartnerCardForm onSignInRequired={onSignInRequired} />
        </PlusPanel>
      </div>
      <BankPagesNav />
    </PlusPage>
  );
}
