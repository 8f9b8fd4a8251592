// /favourites (spec §2, auth required; issue 7): the member's saved lists — each with its name, item
// count and link, renamed or deleted here — a way to create one, and the favourite offers, whose hearts
// and "Save to list" work as on any offer card. The guard has made sure the reader is a member.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { FavouriteOffersSection, SavedListsSection } from '../../../features/saved/components/favourites-sections.tsx';
import type { SavedOffersSlots } from '../../../features/saved/components/saved-offers-slot.ts';

export interface FavouritesRouteProps extends SavedOffersSlots {
  onSignInRequired: () => void;
}

export function FavouritesRoute({ onSignInRequired, ...slots }: FavouritesRouteProps) {
  const { t } = useTranslation('saved');
  const { t: tc } = useTranslation();
  const session = useSession();
  const uid = session?.registered ? session.user.uid : null;
  return (
    <div className="flex flex-col gap-10">
      <title>{t('favourites.pageTitle')}</title>
      <meta name="robots" content="noindex" />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('favourites.title')}</h1>
        <p className="text-slate-700">{t('favourites.lead')}</p>
      </header>
      {uid ? (
        <>
          <SavedListsSection uid={uid} />
          <FavouriteOffersSection uid={uid} onSignInRequired={onSignInRequired} {...slots} />
        </>
      ) : (
        <p role="status" className="py-10 text-center text-slate-600">
          {tc('loading')}
        </p>
      )}
    </div>
  );
}
