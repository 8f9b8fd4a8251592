// /billing/auto-renew-off?token=… (issue 23 item 19): where the renewal reminder's one-click link lands.
// Opening it changes nothing (issue 16: a GET never changes state): the page says what will happen and
// its button POSTs the signed token; no sign-in is needed. A forged or expired link gets its message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { billingKeys } from '../../../features/billing/api/billing-keys.ts';
import { turnOffAutoRenewByLink } from '../../../features/billing/api/turn-off-auto-renew-by-link.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';

const LINK_ERRORS = ['AUTO_RENEW_LINK_INVALID', 'AUTO_RENEW_LINK_EXPIRED'] as const;
type LinkError = (typeof LINK_ERRORS)[number] | 'generic';

function linkErrorOf(error: unknown): LinkError {
  if (error instanceof ApiError && (LINK_ERRORS as readonly string[]).includes(error.code)) {
    return error.code as LinkError;
  }
  // A missing or malformed token fails the body's validation: the link is not valid either.
  if (error instanceof ApiError && error.status === 400) return 'AUTO_RENEW_LINK_INVALID';
  return 'generic';
}

export function AutoRenewOffRoute() {
  const { t } = useTranslation('billing');
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const uid = useSession()?.user.uid;
  const turnOff = useMutation({
    mutationFn: () => turnOffAutoRenewByLink(token),
    // A member signed in in this browser sees the change on /billing.
    onSuccess: () => (uid ? queryClient.invalidateQueries({ queryKey: billingKeys.all(uid) }) : undefined),
  });

  let body;
  if (!token) {
    body = (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('autoRenewOff.errors.AUTO_RENEW_LINK_INVALID')}
      </p>
    );
  } else if (turnOff.isSuccess) {
    body = (
      <>
        <p
          role="status"
          className="rounded-2xl border border-green-200 bg-green-50 p-4 text-sm font-medium text-green-800"
        >
          {t('autoRenewOff.done', { date: formatDate(Date.parse(turnOff.data.renewal_date), language) })}
        </p>
        <Link to={paths.billing()} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
          {t('autoRenewOff.billing')}
        </Link>
      </>
    );
  } else {
    const error = turnOff.isError ? linkErrorOf(turnOff.error) : null;
    body = (
      <>
        <p className="text-sm text-slate-700">{t('autoRenewOff.what')}</p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t(`autoRenewOff.errors.${error}`)}
          </p>
        ) : null}
        {error && error !== 'generic' ? (
          <Link to={paths.billing()} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
            {t('autoRenewOff.billing')}
          </Link>
        ) : (
          <button
            type="button"
            className={buttonClasses({ className: 'self-start' })}
            disabled={turnOff.isPending}
            onClick={() => turnOff.mutate()}
          >
            {turnOff.isPending ? t('autoRenewOff.saving') : t('autoRenewOff.confirm')}
          </button>
        )}
      </>
    );
  }

  return (
    <PageShell
      documentTitle={t('autoRenewOff.pageTitle')}
      heading={t('autoRenewOff.title')}
      lead={t('autoRenewOff.lead')}
      leadAs="p"
      width="2xl"
    >
      <div className="flex flex-col gap-4">{body}</div>
    </PageShell>
  );
}
