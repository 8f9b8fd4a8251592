// /unsubscribe?token=… (and /fr/unsubscribe, the French e-mails' link; decision 039): where the footer of
// every marketing e-mail leads. Opening it changes nothing (a GET never changes state, and mail scanners
// open links): the page says what will happen and its button POSTs the signed token; no sign-in is
// needed. A forged or garbled link gets its message. The words are the campaigns' (their own i18next
// instance, features/campaign-modals/campaign-i18n.tsx).
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { unsubscribeByLink } from '../../features/campaign-modals/api/subscribe.ts';
import { CampaignI18n } from '../../features/campaign-modals/campaign-i18n.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';

function Unsubscribe() {
  const { t } = useTranslation('campaigns');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => unsubscribeByLink(token) });
  // A link the server did not sign (or a garbled one) is a 400; anything else can be tried again.
  const invalid = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400;

  let body;
  if (!token) {
    body = (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('unsubscribe.missing')}
      </p>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <>
        <p
          role="status"
          className="rounded-2xl border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-800"
        >
          {t('unsubscribe.done', { email: unsubscribe.data.email })}
        </p>
        <p className="text-sm text-slate-700">{t('unsubscribe.service')}</p>
        <Link to={paths.deals()} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
          {t('unsubscribe.deals')}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        {/* A link that will never work offers nothing to press: no "press the button" either. */}
        {invalid ? null : <p className="text-sm text-slate-700">{t('unsubscribe.what')}</p>}
        {unsubscribe.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t(invalid ? 'unsubscribe.invalid' : 'unsubscribe.failed')}
          </p>
        ) : null}
        {invalid ? null : (
          <button
            type="button"
            className={buttonClasses({ className: 'self-start' })}
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.action')}
          </button>
        )}
      </>
    );
  }

  return (
    <PageShell
      documentTitle={t('unsubscribe.pageTitle')}
      heading={t('unsubscribe.title')}
      lead={t('unsubscribe.lead')}
      leadAs="p"
      width="2xl"
    >
      <div className="flex flex-col gap-4">{body}</div>
    </PageShell>
  );
}

export function UnsubscribeRoute() {
  const { language } = useLanguage();
  return (
    <CampaignI18n language={language}>
      <Unsubscribe />
    </CampaignI18n>
  );
}
