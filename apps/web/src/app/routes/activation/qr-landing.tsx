// /qrlanding (spec §2; query card_num, csv): where a QR code on a retail card pack lands. It explains
// the three steps and sends the reader to /activate with the pack's card: a member activates at once;
// a visitor goes through sign-up first (/activate's rule), or logs in and comes back to it.
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import { CARD_NUMBER_LENGTH } from '@spc/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { storeRedirectTarget, useSession } from '../../../lib/session.ts';
import { cardFromSearch, isMember } from '../../../features/activation/activation-access.ts';
import { ActivationPage, ActivationPanel } from '../../../features/activation/components/activation-page.tsx';

export function QrLandingRoute() {
  const { t } = useTranslation('activation');
  const [searchParams] = useSearchParams();
  const session = useSession();
  const stepsHeading = useId();
  const { cardNumber, csv } = cardFromSearch(searchParams);
  const activate = paths.activate({ card_num: cardNumber || null, csv: csv || null });
  const member = isMember(session);

  return (
    <ActivationPage title={t('qr.title')} lead={t('qr.lead')} indexable>
      {cardNumber.length === CARD_NUMBER_LENGTH ? (
        <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
          {t('qr.yourCard')}{' '}
          <span className="font-mono font-semibold tracking-wider break-all">{formatCardNumber(cardNumber)}</span>
        </p>
      ) : null}
      <ActivationPanel labelledBy={stepsHeading}>
        <h2 id={stepsHeading} className="text-lg font-bold text-slate-900">
          {t('qr.stepsTitle')}
        </h2>
        <ol className="list-decimal space-y-2 pl-5 text-slate-700">
          <li>{t(member ? 'qr.stepMember' : 'qr.stepAccount')}</li>
          <li>{t('qr.stepCheck')}</li>
          <li>{t('qr.stepShop')}</li>
        </ol>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link to={activate} className={buttonClasses({ size: 'lg' })}>
            {t(member ? 'qr.activate' : 'qr.getStarted')}
          </Link>
          {session ? null : (
            <p className="text-sm text-slate-700">
              {t('qr.haveAccount')} {/* Back to the activation once signed in (the remembered target sign-in uses). */}
              <Link
                to={paths.login()}
                onClick={() => storeRedirectTarget(activate)}
                className="font-semibold text-brand-700 underline"
              >
                {t('qr.login')}
              </Link>
            </p>
          )}
        </div>
      </ActivationPanel>
      {csv ? null : <p className="text-sm text-slate-600">{t('qr.whereIsCode')}</p>}
    </ActivationPage>
  );
}
