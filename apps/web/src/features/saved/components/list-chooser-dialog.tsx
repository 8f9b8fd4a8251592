// The saved-list chooser (spec §2): each of the member's lists with its name (over 45 characters: 40
// and an ellipsis, the full name as tooltip and for screen readers), its item count and a save action
// (done already when the pending offer is in it), then the way to create a list.
import { displayListName, listItemCount } from '@spc/domain/saved-rules';
import type { SavedList } from '@spc/domain/member-offers';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { useSavedLists } from '../api/get-saved-lists.ts';

interface ListChooserDialogProps {
  uid: string;
  open: boolean;
  /** The pending offer: the one "Save to list" was asked for. */
  offerId: number | null;
  onOpenChange: (open: boolean) => void;
  onChoose: (list: SavedList) => void;
  onCreateList: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function ListChooserDialog({
  uid,
  open,
  offerId,
  onOpenChange,
  onChoose,
  onCreateList,
  onCloseAutoFocus,
}: ListChooserDialogProps) {
  const { t } = useTranslation('saved');
  const lists = useSavedLists(uid, { enabled: open });

  let body;
  if (lists.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
        <p>{t('chooser.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void lists.refetch()} disabled={lists.isFetching}>
          {t('chooser.retry')}
        </Button>
      </div>
    );
  } else if (!lists.data) {
    body = (
      <p role="status" className="text-slate-600">
        {t('chooser.loading')}
      </p>
    );
  } else if (lists.data.lists.length === 0) {
    body = <p className="text-slate-600">{t('chooser.empty')}</p>;
  } else {
    body = (
      <ul className="-mx-1 max-h-[50dvh] divide-y divide-slate-100 overflow-y-auto px-1">
        {lists.data.lists.map((list) => (
          <ChooserItem key={list.id} list={list} offerId={offerId} onChoose={onChoose} />
        ))}
      </ul>
    );
  }

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('chooser.title')}
        showTitle
        description={t('chooser.description')}
        closeLabel={t('close')}
        layout="centered"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="mt-4 flex flex-col gap-4">
          {body}
          <button
            type="button"
            onClick={onCreateList}
            className="self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('chooser.create')}
          </button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

function ChooserItem({
  list,
  offerId,
  onChoose,
}: {
  list: SavedList;
  offerId: number | null;
  onChoose: (list: SavedList) => void;
}) {
  const { t } = useTranslation('saved');
  const { text, truncated } = displayListName(list.name);
  const saved = offerId !== null && (list.offer_ids ?? []).includes(offerId);
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">
          {truncated ? (
            <>
              <span aria-hidden="true" title={list.name}>
                {text}
              </span>
              <span className="sr-only">{list.name}</span>
            </>
          ) : (
            list.name
          )}
        </p>
        <p className="text-sm text-slate-600">{t('offerCount', { count: listItemCount(list) })}</p>
      </div>
      <Button
        size="sm"
        variant={saved ? 'secondary' : 'primary'}
        disabled={saved || offerId === null}
        aria-label={saved ? t('chooser.savedIn', { name: list.name }) : t('chooser.saveTo', { name: list.name })}
        onClick={() => onChoose(list)}
      >
        {saved ? t('chooser.saved') : t('chooser.save')}
      </Button>
    </li>
  );
}
