// /favourites/list/{id} (spec §2, auth required, query `source`): one saved list — its name and live
// offers, each with a remove action (saved optimistically, put back if the server refuses) — with its
// empty and not-found states. The back link follows `source`: from /favourites back there, else to the
// deals.
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { FAVOURITES_SOURCE } from '../../../features/saved/list-source.ts';
import { SavedListBody } from '../../../features/saved/components/saved-list-body.tsx';
import type { SavedOffersSlots } from '../../../features/saved/components/saved-offers-slot.ts';

export function SavedListRoute(slots: SavedOffersSlots) {
  const { t } = useTranslation('saved');
  const { t: tc } = useTranslation();
  const id = useParams().id ?? '';
  const [searchParams] = useSearchParams();
  const session = useSession();
  const uid = session?.registered ? session.user.uid : null;
  const back =
    searchParams.get('source') === FAVOURITES_SOURCE
      ? { to: paths.favourites(), label: t('list.backToSaved') }
      : { to: paths.deals(), label: t('list.backToDeals') };

  return (
    <div className="flex flex-col gap-6">
      <meta name="robots" content="noindex" />
      <Link to={back.to} className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      {uid ? (
        <SavedListBody uid={uid} id={id} {...slots} />
      ) : (
        <>
          <title>{t('list.loadingTitle')}</title>
          <p role="status" className="py-10 text-center text-slate-600">
            {tc('loading')}
          </p>
        </>
      )}
    </div>
  );
}
