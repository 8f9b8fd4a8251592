// The favourite toggle of a category page's header (spec §3 "Favourites": favourite_categories),
// optimistic like the offers' hearts. A visitor gets the login prompt; a refusal puts the previous
// state back and is reported through `onError` (the page's notice).
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useFavouriteCategories } from '../api/get-favourite-categories.ts';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle.ts';
import { useSavedAccess } from '../hooks/use-saved-access.ts';
import { HeartIcon } from './saved-icons.tsx';

interface FavouriteCategoryButtonProps {
  categoryId: number;
  /** The category's name in the interface language, in the button's words. */
  categoryName: string;
  onSignInRequired: () => void;
  onError: (message: string) => void;
}

export function FavouriteCategoryButton({
  categoryId,
  categoryName,
  onSignInRequired,
  onError,
}: FavouriteCategoryButtonProps) {
  const { t } = useTranslation('saved');
  const { t: tDeals } = useTranslation('deals');
  const { uid, ensureMember } = useSavedAccess(onSignInRequired);
  const favourites = useFavouriteCategories(uid);
  const toggle = useFavouriteToggle('categories');
  const favourite = favourites.data?.favourite_categories.includes(categoryId) ?? false;

  const click = async () => {
    const on = !favourite;
    const member = await ensureMember();
    if (!member) return;
    try {
      await toggle(member, categoryId, on);
    } catch {
      onError(tDeals('save.favouriteFailed'));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={favourite}
      onClick={() => void click()}
      className={buttonClasses({
        variant: 'secondary',
        size: 'sm',
        pill: true,
        className: favourite ? 'border-rose-300 text-rose-700' : '',
      })}
    >
      <HeartIcon filled={favourite} />
      {favourite
        ? t('favourite.removeCategory', { category: categoryName })
        : t('favourite.addCategory', { category: categoryName })}
    </button>
  );
}
