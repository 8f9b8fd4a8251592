// One saved list's page body (/favourites/list/{id}): its name and live offers, each with a remove action
// (saved optimistically, put back if the server refuses), with its empty and not-found states. The offer
// grid comes from the route module's slots.
import type { Offer } from '@spc/domain/offers';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSavedList } from '../api/get-saved-list.ts';
import { SavedNotice } from './saved-notice.tsx';
import { useNotice } from '../hooks/use-notice.ts';
import { useUpdateSavedList } from '../hooks/use-update-saved-list.ts';
import { isNotFound } from '../saved-errors.ts';
import type { SavedOffersSlots } from './saved-offers-slot.ts';

function ListState({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-slate-700">{body}</p>
      {action}
    </div>
  );
}

export function SavedListBody({
  uid,
  id,
  renderOffers,
  offersSkeleton,
}: { uid: string; id: string } & SavedOffersSlots) {
  const { t } = useTranslation('saved');
  const list = useSavedList(uid, id);
  const update = useUpdateSavedList(uid);
  const { notice, notify, dismiss } = useNotice();
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (list.isError && isNotFound(list.error)) {
    return (
      <>
        <title>{t('list.loadingTitle')}</title>
        <h1 className="text-3xl font-bold tracking-tight">{t('list.notFound')}</h1>
        <p className="text-slate-700">{t('list.notFoundBody')}</p>
        <Link to={paths.favourites()} className={buttonClasses({ className: 'self-start' })}>
          {t('list.backToSaved')}
        </Link>
      </>
    );
  }
  if (list.isError) {
    return (
      <>
        <title>{t('list.loadingTitle')}</title>
        <h1 className="sr-only">{t('list.loadingTitle')}</h1>
        <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
          <p>{t('list.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t('list.retry')}
          </Button>
        </div>
      </>
    );
  }
  const data = list.data;
  if (!data) {
    return (
      <>
        <title>{t('list.loadingTitle')}</title>
        <p role="status" className="sr-only">
          {t('list.loading')}
        </p>
        <div aria-hidden="true" className="flex flex-col gap-6">
          <div className="h-9 w-64 max-w-full animate-pulse rounded bg-slate-200" />
          {offersSkeleton}
        </div>
      </>
    );
  }

  const remove = (offer: Offer) => {
    const offerIds = (data.offer_ids ?? data.offers.map((item) => item.offer_id)).filter(
      (value) => value !== offer.offer_id,
    );
    // The card and its button go at once: the focus moves to the list's name rather than being lost.
    headingRef.current?.focus();
    update.mutateAsync({ list: data, name: data.name, offerIds }).then(
      () => notify('status', t('notice.removedFrom', { name: data.name })),
      () => notify('error', t('notice.removeFailed')),
    );
  };

  const renderActions = (offer: Offer) => (
    <button
      type="button"
      aria-label={t('list.remove')}
      title={t('list.remove')}
      onClick={() => remove(offer)}
      className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700"
    >
      <CloseIcon width={20} height={20} />
    </button>
  );

  return (
    <>
      <title>{t('list.pageTitle', { name: data.name })}</title>
      <div className="flex flex-col gap-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight break-words outline-none">
          {data.name}
        </h1>
        <p className="text-slate-600">{t('offerCount', { count: data.offers.length })}</p>
      </div>
      {data.offers.length === 0 ? (
        <ListState
          title={t('list.empty')}
          body={t('list.emptyBody')}
          action={
            <Link to={paths.deals()} className={buttonClasses({ size: 'sm' })}>
              {t('list.browse')}
            </Link>
          }
        />
      ) : (
        renderOffers({ offers: data.offers, partnersById: data.partners_by_id, now: list.dataUpdatedAt, renderActions })
      )}
      <SavedNotice notice={notice} onDismiss={dismiss} />
    </>
  );
}
