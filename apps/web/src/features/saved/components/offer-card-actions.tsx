// The two small buttons an offer card carries (spec §2, §4): the favourite heart (a toggle) and "Save
// to list", which opens the chooser. The card names the group after the offer, so each button's short
// name is read in context. Only buttons here: the dialogs load when first needed, and the words are the
// deals catalogue's, which every page with offer cards has (the `saved` catalogue loads with the dialogs).
import { useTranslation } from 'react-i18next';
import { HeartIcon, SaveToListIcon } from './saved-icons.tsx';

interface OfferCardActionsProps {
  favourite: boolean;
  onToggleFavourite: () => void;
  onSaveToList: () => void;
}

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-700';

export function OfferCardActions({ favourite, onToggleFavourite, onSaveToList }: OfferCardActionsProps) {
  const { t } = useTranslation('deals');
  const favouriteLabel = favourite ? t('save.favouriteRemove') : t('save.favouriteAdd');
  return (
    <>
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={favouriteLabel}
        title={favouriteLabel}
        onClick={onToggleFavourite}
        className={`${iconButton} ${favourite ? 'text-rose-600 hover:text-rose-700' : ''}`}
      >
        <HeartIcon filled={favourite} />
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('save.toList')}
        title={t('save.toList')}
        onClick={onSaveToList}
        className={iconButton}
      >
        <SaveToListIcon />
      </button>
    </>
  );
}
