// The two sections of /favourites (spec §2, issue 7): the member's saved lists — each with its name, item
// count and link, renamed or deleted here — with a way to create one, and the favourite offers, whose
// hearts and "Save to list" work as on any offer card (the grid comes from the route module's slots).
import type { SavedList } from '@spc/domain/member-offers';
import { listItemCount } from '@spc/domain/saved-rules';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useFavouriteOffers, useFavouriteOffersWithOffers } from '../api/get-favourite-offers.ts';
import { useSavedLists } from '../api/get-saved-lists.ts';
import { CreateListDialog } from './create-list-dialog.tsx';
import { DeleteListDialog } from './delete-list-dialog.tsx';
import { RenameListDialog } from './rename-list-dialog.tsx';
import { FAVOURITES_SOURCE } from '../list-source.ts';
import { useOfferSaveActions } from '../hooks/use-offer-save-actions.tsx';
import type { SavedOffersSlots } from './saved-offers-slot.ts';

function SectionState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
      {children}
      {action}
    </div>
  );
}

export function SavedListsSection({ uid }: { uid: string }) {
  const { t } = useTranslation('saved');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lists = useSavedLists(uid);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<SavedList | null>(null);
  const [deleting, setDeleting] = useState<SavedList | null>(null);

  let body: ReactNode;
  if (lists.isError) {
    body = (
      <div role="alert">
        <SectionState
          action={
            <Button variant="secondary" size="sm" onClick={() => void lists.refetch()} disabled={lists.isFetching}>
              {t('favourites.lists.retry')}
            </Button>
          }
        >
          <p className="text-slate-700">{t('favourites.lists.failed')}</p>
        </SectionState>
      </div>
    );
  } else if (!lists.data) {
    body = (
      <div>
        <p role="status" className="sr-only">
          {t('favourites.lists.loading')}
        </p>
        <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <li key={index} className="h-24 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
          ))}
        </ul>
      </div>
    );
  } else if (lists.data.lists.length === 0) {
    body = (
      <SectionState>
        <h3 className="text-lg font-semibold text-slate-900">{t('favourites.lists.empty')}</h3>
        <p className="text-slate-700">{t('favourites.lists.emptyBody')}</p>
      </SectionState>
    );
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2">
        {lists.data.lists.map((list) => (
          <li key={list.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="min-w-0">
              <Link
                to={paths.savedList(list.id, FAVOURITES_SOURCE)}
                className="text-lg font-semibold break-words text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
              >
                {list.name}
              </Link>
              <p className="text-sm text-slate-600">{t('offerCount', { count: listItemCount(list) })}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                aria-label={t('favourites.lists.renameLabel', { name: list.name })}
                onClick={() => setRenaming(list)}
              >
                {t('favourites.lists.rename')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                aria-label={t('favourites.lists.deleteLabel', { name: list.name })}
                onClick={() => setDeleting(list)}
                className="text-red-800 hover:border-red-600 hover:text-red-900"
              >
                {t('favourites.lists.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
          {t('favourites.lists.title')}
        </h2>
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setCreating(true)}>
          {t('favourites.lists.create')}
        </Button>
      </div>
      {body}
      <CreateListDialog uid={uid} open={creating} onOpenChange={setCreating} onCreated={() => setCreating(false)} />
      <RenameListDialog uid={uid} list={renaming} onClose={() => setRenaming(null)} />
      <DeleteListDialog
        uid={uid}
        list={deleting}
        onClose={() => setDeleting(null)}
        onCloseAutoFocus={(event) => {
          // The deleted list's button went with it: the section's heading takes the focus instead.
          if (event.defaultPrevented) return;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </section>
  );
}

export function FavouriteOffersSection({
  uid,
  onSignInRequired,
  renderOffers,
  offersSkeleton,
}: { uid: string; onSignInRequired: () => void } & SavedOffersSlots) {
  const { t } = useTranslation('saved');
  const headingId = useId();
  const offers = useFavouriteOffersWithOffers(uid);
  // The hearts' list: a heart turned off here takes its offer off the page at once.
  const ids = useFavouriteOffers(uid);
  const saved = useOfferSaveActions({ onSignInRequired });

  let body: ReactNode;
  if (offers.isError || ids.isError) {
    body = (
      <div role="alert">
        <SectionState
          action={
            <Button
              variant="secondary"
              size="sm"
              disabled={offers.isFetching || ids.isFetching}
              onClick={() => {
                if (offers.isError) void offers.refetch();
                if (ids.isError) void ids.refetch();
              }}
            >
              {t('favourites.offers.retry')}
            </Button>
          }
        >
          <p className="text-slate-700">{t('favourites.offers.failed')}</p>
        </SectionState>
      </div>
    );
  } else if (!offers.data || !ids.data) {
    body = (
      <div>
        <p role="status" className="sr-only">
          {t('favourites.offers.loading')}
        </p>
        <div aria-hidden="true">{offersSkeleton}</div>
      </div>
    );
  } else {
    const favourite = new Set(ids.data.favourite_offer_ids);
    const shown = (offers.data.offers ?? []).filter((offer) => favourite.has(offer.offer_id));
    body =
      shown.length === 0 ? (
        <SectionState
          action={
            <Link to={paths.deals()} className={buttonClasses({ size: 'sm' })}>
              {t('favourites.offers.browse')}
            </Link>
          }
        >
          <h3 className="text-lg font-semibold text-slate-900">{t('favourites.offers.empty')}</h3>
          <p className="text-slate-700">{t('favourites.offers.emptyBody')}</p>
        </SectionState>
      ) : (
        renderOffers({
          offers: shown,
          partnersById: offers.data.partners_by_id ?? {},
          now: offers.dataUpdatedAt,
          renderActions: saved.renderActions,
        })
      );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {t('favourites.offers.title')}
      </h2>
      {body}
      {saved.host}
    </section>
  );
}
