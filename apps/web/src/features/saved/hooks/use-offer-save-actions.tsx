// Saving offers from a page (spec §2 "Saved-list chooser", §4 "Updates", "Create list", "Choosing a
// list"): the favourite heart and "Save to list" of its offer cards (renderActions, for the deals
// feature's grid), one chooser and one create-list dialog for the whole page, and the page's notices.
// The dialogs are a chunk of their own, loaded on the first "Save to list" with the `saved` catalogue
// they speak (react-i18next suspends them until it is there), so pages (the home page above all) carry
// only the buttons, whose words are the deals catalogue's. The route module renders `host` once and passes the login prompt.
import type { SavedList } from '@spc/domain/member-offers';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavouriteOffers } from '../api/get-favourite-offers.ts';
import { OfferCardActions } from '../components/offer-card-actions.tsx';
import type { SavedDialogName } from '../components/saved-dialogs.tsx';
import { SavedNotice, type Notice } from '../components/saved-notice.tsx';
import { useFavouriteToggle } from './use-favourite-toggle.ts';
import { useNotice } from './use-notice.ts';
import { useSavedAccess } from './use-saved-access.ts';

const SavedDialogs = lazy(async () => ({ default: (await import('../components/saved-dialogs.tsx')).SavedDialogs }));

export interface OfferSaveActionsOptions {
  /** Opens the login prompt (the sign-in feature's), for a visitor who tries to save. */
  onSignInRequired: () => void;
  /** Spec §4 "Create list": on the Category, Deal and Deals pages a new list reopens the chooser. */
  reopenChooserAfterCreate?: boolean;
}

export interface OfferSaveActions {
  /** The card buttons of one offer, for OfferGrid's `renderActions`. */
  renderActions: (offer: { offer_id: number }) => ReactNode;
  isFavourite: (offerId: number) => boolean;
  toggleFavourite: (offerId: number) => Promise<void>;
  /** Makes `offerId` the pending offer and opens the chooser (members; others are sent to sign in). */
  openChooser: (offerId: number) => Promise<void>;
  notify: (tone: Notice['tone'], text: string) => void;
  /** The dialogs and notices: render once in the page. */
  host: ReactNode;
}

export function useOfferSaveActions({
  onSignInRequired,
  reopenChooserAfterCreate = false,
}: OfferSaveActionsOptions): OfferSaveActions {
  // The deals catalogue's words, like the buttons': the `saved` catalogue loads with the dialogs.
  const { t } = useTranslation('deals');
  const { uid, ensureMember } = useSavedAccess(onSignInRequired);
  const favourites = useFavouriteOffers(uid);
  const toggle = useFavouriteToggle('offers');
  const { notice, notify, dismiss } = useNotice();
  const [dialog, setDialog] = useState<SavedDialogName | null>(null);
  // Set on the first "Save to list" (which loads the dialogs): the member and the pending offer.
  const [flow, setFlow] = useState<{ uid: string; offerId: number | null } | null>(null);
  const following = useRef<SavedDialogName | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  const favouriteIds = favourites.data?.favourite_offer_ids;
  const isFavourite = (offerId: number) => favouriteIds?.includes(offerId) ?? false;

  const toggleFavourite = async (offerId: number) => {
    // What the heart showed when clicked decides the direction.
    const on = !isFavourite(offerId);
    const member = await ensureMember();
    if (!member) return;
    try {
      await toggle(member, offerId, on);
    } catch {
      notify('error', t('save.favouriteFailed'));
    }
  };

  const openChooser = async (offerId: number) => {
    const active = document.activeElement;
    trigger.current = active instanceof HTMLElement ? active : null;
    const member = await ensureMember();
    if (!member) return;
    setFlow({ uid: member, offerId });
    setDialog('chooser');
  };

  // Dialogs follow one another only once the previous one has closed and given focus back, so each
  // returns focus to the card's button in the end.
  const afterClose = (event: Event) => {
    if (!event.defaultPrevented && trigger.current?.isConnected) {
      event.preventDefault();
      trigger.current.focus();
    }
    const next = following.current;
    following.current = null;
    if (next) setDialog(next);
    else setFlow((current) => current && { ...current, offerId: null });
  };

  const requestCreate = () => {
    following.current = 'create';
    setDialog(null);
  };

  const created = () => {
    if (reopenChooserAfterCreate && flow?.offerId != null) following.current = 'chooser';
    setDialog(null);
  };

  const chosen = (list: SavedList, saving: Promise<unknown>) => {
    // Spec §4 "Choosing a list": the pending offer is cleared and the chooser closes (afterClose).
    setDialog(null);
    saving.then(
      () => notify('status', t('save.savedTo', { name: list.name })),
      () => notify('error', t('save.saveFailed', { name: list.name })),
    );
  };

  // The buttons call the latest handlers, so renderActions changes only with the favourites: the grid
  // (memoised) is not rendered again when the session arrives after hydration, which re-rendered every
  // card of the page at once (a long task on a slow phone).
  const handlers = useRef({ toggleFavourite, openChooser });
  useLayoutEffect(() => {
    handlers.current = { toggleFavourite, openChooser };
  });
  const renderActions = useCallback(
    (offer: { offer_id: number }) => (
      <OfferCardActions
        favourite={favouriteIds?.includes(offer.offer_id) ?? false}
        onToggleFavourite={() => void handlers.current.toggleFavourite(offer.offer_id)}
        onSaveToList={() => void handlers.current.openChooser(offer.offer_id)}
      />
    ),
    [favouriteIds],
  );

  const host = (
    <>
      {flow ? (
        <Suspense fallback={null}>
          <SavedDialogs
            uid={flow.uid}
            offerId={flow.offerId}
            dialog={dialog}
            onDismiss={() => setDialog(null)}
            onRequestCreate={requestCreate}
            onCreated={created}
            onChosen={chosen}
            onCloseAutoFocus={afterClose}
          />
        </Suspense>
      ) : null}
      <SavedNotice notice={notice} onDismiss={dismiss} />
    </>
  );

  return { renderActions, isFavourite, toggleFavourite, openChooser, notify, host };
}
