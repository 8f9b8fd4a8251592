// /bts-easy-promo (issue 18 item 6; spec §2): the back-to-school promotion in three steps, for students
// who got a campus code at a booth or from their school — create an account, type the code (the campus
// code modal), show the digital card — with the back-to-school market's offers. A visitor does the first
// two steps in the easy registration modal (spec §2), loaded on the first click. Composes the
// campus-access and bts features; loads the `student` catalogue first.
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { MarketOffers } from '../../../features/bts/components/market-offers.tsx';
import { CampusCodeButton } from '../../../features/campus-access/components/campus-code-button.tsx';
import { CampusCodeForm } from '../../../features/campus-access/components/campus-code-dialog.tsx';
import { HeadTags } from '../../../lib/head/head-tags.tsx';
import { i18nContext } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { ContentRouteModule } from '../content/load.ts';
import { useEasyRegistration } from './easy-registration.tsx';

async function easyPromoLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await context.get(i18nContext)?.loadNamespaces(['student']);
  return null;
}

const STEPS = ['account', 'code', 'card'] as const;

function EasyPromoRoute() {
  const { t } = useTranslation('student');
  const session = useSession();
  const easy = useEasyRegistration();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <HeadTags title={t('pageTitle', { title: t('bts.easy.title') })} description={t('bts.easy.lead')} />
      <header className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('bts.easy.heading')}</h1>
        <p className="max-w-3xl text-slate-800">{t('bts.easy.lead')}</p>
        <div className="flex flex-wrap gap-3">
          {!session?.registered && (
            <button
              type="button"
              aria-haspopup="dialog"
              aria-busy={easy.loading}
              onClick={() => easy.start({ lead: t('bts.easyRegistration.leadCode'), membership: <CampusCodeForm /> })}
              className={buttonClasses({ variant: 'primary', size: 'lg' })}
            >
              {t('bts.easy.signUp')}
            </button>
          )}
          <CampusCodeButton variant={session?.registered ? 'primary' : 'secondary'} />
        </div>
      </header>
      <section aria-labelledby="easy-steps" className="flex flex-col gap-4">
        <h2 id="easy-steps" className="text-2xl font-bold text-slate-900">
          {t('bts.easy.stepsTitle')}
        </h2>
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex flex-col gap-1 rounded-xl border border-slate-200 p-4">
              <span aria-hidden="true" className="text-2xl font-bold text-brand-700">
                {index + 1}
              </span>
              <p className="font-semibold text-slate-900">{t(`bts.easy.steps.${step}.title`)}</p>
              <p className="text-slate-700">{t(`bts.easy.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
        <p className="text-slate-700">{t('bts.easy.noId')}</p>
      </section>
      <MarketOffers />
      {easy.element}
    </div>
  );
}

export function route(): ContentRouteModule {
  return { loader: easyPromoLoader, Component: EasyPromoRoute };
}
