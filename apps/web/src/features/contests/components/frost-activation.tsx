// /frost-activation-2025 (spec §2): the Frost 2025 campaign's landing for a card received in it — activate
// the card, then play the match game (frost-2025) for the prize.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageShell, Panel } from '../../../components/ui/page-shell.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { CONTEST_NAMES } from '@spc/domain/contests';
import { contestByNameQueryOptions } from '../api.ts';
import { contestPaths } from '../paths.ts';

export function FrostActivationScreen() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const frost = useQuery(contestByNameQueryOptions(CONTEST_NAMES.frost));
  return (
    <PageShell
      documentTitle={t('contests.frostActivation.pageTitle')}
      heading={t('contests.frostActivation.heading')}
      lead={t('contests.frostActivation.lead')}
      leadAs="p"
      indexable
    >
      <ol className="grid gap-4 sm:grid-cols-2">
        <li>
          <Panel>
            <h2 className="text-lg font-semibold text-slate-900">{t('contests.frostActivation.step1')}</h2>
            <p className="text-slate-700">{t('contests.frostActivation.step1Body')}</p>
            <Link to={paths.activate()} className={buttonClasses({ variant: 'primary', className: 'self-start' })}>
              {t('contests.frostActivation.activate')}
            </Link>
          </Panel>
        </li>
        <li>
          <Panel>
            <h2 className="text-lg font-semibold text-slate-900">{t('contests.frostActivation.step2')}</h2>
            <p className="text-slate-700">
              {frost.data
                ? t('contests.frostActivation.step2Body', { end: formatDate(frost.data.end_date, language) })
                : t('contests.frostActivation.step2BodyShort')}
            </p>
            <Link
              to={contestPaths.frostGame()}
              className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
            >
              {t('contests.frostActivation.play')}
            </Link>
          </Panel>
        </li>
      </ol>
      <Link to={contestPaths.rules(CONTEST_NAMES.frost)} className="font-medium text-brand-700 underline">
        {t('contests.rulesLink')}
      </Link>
    </PageShell>
  );
}
