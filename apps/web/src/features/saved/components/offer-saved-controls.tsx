// The offer page's favourite toggle and "Save to list" (spec §2, §4), with their dialogs and notices:
// the same flow as the offer cards' buttons, in a size that suits the page.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useOfferSaveActions, type OfferSaveActionsOptions } from '../hooks/use-offer-save-actions.tsx';
import { HeartIcon, SaveToListIcon } from './saved-icons.tsx';

interface OfferSavedControlsProps extends OfferSaveActionsOptions {
  offerId: number;
  /** Placement in the page (the route module's layout). */
  className?: string;
}

export function OfferSavedControls({ offerId, className = '', ...options }: OfferSavedControlsProps) {
  const { t } = useTranslation('deals');
  const saved = useOfferSaveActions(options);
  const favourite = saved.isFavourite(offerId);
  const button = buttonClasses({ variant: 'secondary', size: 'sm', pill: true });
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <button
        type="button"
        aria-pressed={favourite}
        onClick={() => void saved.toggleFavourite(offerId)}
        className={`${button} ${favourite ? 'border-rose-300 text-rose-700' : ''}`}
      >
        <HeartIcon filled={favourite} />
        {favourite ? t('save.favouriteRemove') : t('save.favouriteAdd')}
      </button>
      <button type="button" aria-haspopup="dialog" onClick={() => void saved.openChooser(offerId)} className={button}>
        <SaveToListIcon />
        {t('save.toList')}
      </button>
      {saved.host}
    </div>
  );
}
