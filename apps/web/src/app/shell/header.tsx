// Site header (spec §2 "Header"): logo (SPC+ logo for bank-linked members), Discounts, Categories (a
// panel on desktop), SPC+, Blog, Tim Hortons, the search button (a panel on desktop, the search modal
// on narrower screens), and the mobile menu below the header's desktop width (above 1024 px). Visitors
// get Log in and Get started; members get the account menu (first name from tablet width up), Explore
// memberships without a valid card, and on phones with a valid card the way to the digital card. The
// panels and modals are lazy modules, fetched when the visitor points at or focuses a button, so Radix
// is not in the first page's JavaScript.
import { Fragment, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useCategories } from '../../features/deals/api/get-categories.ts';
import { HEADER_DESKTOP_MIN_WIDTH, minWidth, useMediaQuery } from '../../lib/media.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CardIcon, ChevronDownIcon, SearchIcon } from '../../components/ui/icons.tsx';
import { AccountMenu } from '../../components/layout/account-menu.tsx';
import { Logo } from '../../components/layout/logo.tsx';
import { MobileMenu } from '../../components/layout/mobile-menu.tsx';

const loadCategoriesPanel = () => import('../../components/layout/categories-panel.tsx');
const loadSearchPanel = () => import('./search-panel.tsx');
const loadSearchModal = () => import('../../features/search/components/search-modal.tsx');
const CategoriesPanel = lazy(async () => ({ default: (await loadCategoriesPanel()).CategoriesPanel }));
const SearchPanel = lazy(async () => ({ default: (await loadSearchPanel()).SearchPanel }));
const SearchModal = lazy(async () => ({ default: (await loadSearchModal()).SearchModal }));

/** Open state of a lazy panel; it stays mounted after its first opening so closing can return focus. */
function usePanel() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    setOpen: (next: boolean) => {
      if (next) setMounted(true);
      setOpen(next);
    },
  };
}

const navItemClass = 'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold';
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${navItemClass} ${isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700 hover:text-brand-700'}`;

export function Header() {
  const { t } = useTranslation('nav');
  const session = useSession();
  const categoriesQuery = useCategories();
  const categories = categoriesQuery.data?.categories;
  const desktop = useMediaQuery(minWidth(HEADER_DESKTOP_MIN_WIDTH));
  const categoriesPanel = usePanel();
  const searchPanel = usePanel();
  const searchModal = usePanel();
  const categoriesButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const plusLogo = session?.isBankLinked ?? false;

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 tablet:gap-2 header:gap-6">
        <Link
          to={paths.home()}
          aria-label={t(plusLogo ? 'logo.plusHomeLabel' : 'logo.homeLabel')}
          className="-ml-1 shrink-0 rounded-md p-1"
        >
          <Logo variant={plusLogo ? 'plus' : 'standard'} />
        </Link>

        <nav aria-label={t('header.label')} className="hidden header:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={paths.deals()} end className={navLinkClass}>
                {t('header.discounts')}
              </NavLink>
            </li>
            <li>
              <button
                ref={categoriesButton}
                type="button"
                aria-haspopup="dialog"
                aria-expanded={categoriesPanel.open}
                onPointerEnter={() => void loadCategoriesPanel()}
                onFocus={() => void loadCategoriesPanel()}
                onClick={() => categoriesPanel.setOpen(!categoriesPanel.open)}
                className={`${navItemClass} ${categoriesPanel.open ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`}
              >
                {t('header.categories')}
                <ChevronDownIcon
                  className={`size-4 transition-transform ${categoriesPanel.open ? 'rotate-180' : ''}`}
                />
              </button>
            </li>
            <li>
              <NavLink to={paths.cibc()} className={navLinkClass}>
                {t('header.spcPlus')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.blogs()} className={navLinkClass}>
                {t('header.blog')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.timHortons()} className={navLinkClass}>
                {t('header.timHortons')}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 tablet:gap-2">
          <button
            ref={searchButton}
            type="button"
            aria-label={t('header.search')}
            aria-haspopup="dialog"
            aria-expanded={searchPanel.open || searchModal.open}
            onPointerEnter={() => void (desktop ? loadSearchPanel() : loadSearchModal())}
            onFocus={() => void (desktop ? loadSearchPanel() : loadSearchModal())}
            onClick={() => {
              // Below the desktop width the same button opens the search modal instead of the panel.
              if (desktop) searchPanel.setOpen(!searchPanel.open);
              else searchModal.setOpen(true);
            }}
            className={buttonClasses({ variant: 'icon' })}
          >
            <SearchIcon />
          </button>

          {/* Keyed, so signing in mounts the member's links afresh: reusing the visitor's elements would
              run their colour transition (ghost → primary) through unreadable in-between colours. */}
          {session ? (
            <Fragment key="member">
              {session.hasValidCard ? (
                // Phones only (spec: "with a valid card on mobile"); wider screens reach it from the pages.
                <Link
                  to={paths.membershipScreen()}
                  aria-label={t('header.membershipCard')}
                  className={buttonClasses({ variant: 'icon', className: 'tablet:hidden' })}
                >
                  <CardIcon />
                </Link>
              ) : (
                // Below the desktop width it is in the menu, where there is room for it.
                <span className="hidden desktop:contents">
                  <Link to={paths.exploreMemberships()} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                    {t('header.exploreMemberships')}
                  </Link>
                </span>
              )}
              <AccountMenu session={session} />
            </Fragment>
          ) : (
            <Fragment key="visitor">
              {/* On phones Log in lives in the menu; a wrapper hides it, since the button look sets display. */}
              <span className="hidden tablet:contents">
                <Link to={paths.login()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  {t('header.login')}
                </Link>
              </span>
              <Link to={paths.signup()} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                {t('header.signup')}
              </Link>
            </Fragment>
          )}

          <MobileMenu session={session} onOpenSearch={() => searchModal.setOpen(true)} className="header:hidden" />
        </div>
      </div>

      <Suspense fallback={null}>
        {categoriesPanel.mounted ? (
          <CategoriesPanel
            open={categoriesPanel.open}
            onOpenChange={categoriesPanel.setOpen}
            triggerRef={categoriesButton}
            categories={categories}
            failed={categoriesQuery.isError}
          />
        ) : null}
        {searchPanel.mounted ? (
          <SearchPanel open={searchPanel.open} onOpenChange={searchPanel.setOpen} triggerRef={searchButton} />
        ) : null}
        {searchModal.mounted ? (
          <SearchModal open={searchModal.open} onOpenChange={searchModal.setOpen} categories={categories} />
        ) : null}
      </Suspense>
    </header>
  );
}
