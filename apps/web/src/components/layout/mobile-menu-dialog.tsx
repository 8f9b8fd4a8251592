// The mobile menu modal of spec §2 "Header": Discounts, Categories (opens the search modal), SPC+,
// Blog, Tim Hortons; Saved and Profile for registered members, Billing when allowed; and the calls to
// action: Log in and Get started for visitors, Explore memberships (without a valid card) and Log out
// for members. Radix Dialog traps focus and closes on Escape, outside click and the close button; focus
// goes back to the menu button.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';
import { DialogContent, DialogRoot } from '../ui/dialog.tsx';
import { accountLinks } from '../../lib/account-links.ts';
import { paths } from '../../lib/paths.ts';
import type { Session } from '../../lib/session.ts';

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: Session | null;
  onOpenSearch: () => void;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-lg font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-900 hover:bg-slate-100'}`;

export function MobileMenuDialog({ open, onOpenChange, session, onOpenSearch }: MobileMenuDialogProps) {
  const { t } = useTranslation('nav');
  const searchNext = useRef(false);
  const close = () => onOpenChange(false);

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('menu.title')}
        closeLabel={t('menu.close')}
        onCloseAutoFocus={() => {
          // Categories: the search modal opens once focus is back on the menu button, so closing the
          // search modal returns there too.
          if (searchNext.current) {
            searchNext.current = false;
            onOpenSearch();
          }
        }}
      >
        <nav aria-label={t('header.label')} className="mt-1">
          <ul className="flex flex-col gap-1">
            <li>
              <NavLink to={paths.deals()} end onClick={close} className={itemClass}>
                {t('header.discounts')}
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                className={`${itemClass({ isActive: false })} w-full text-left`}
                onClick={() => {
                  searchNext.current = true;
                  close();
                }}
              >
                {t('header.categories')}
              </button>
            </li>
            <li>
              <NavLink to={paths.cibc()} onClick={close} className={itemClass}>
                {t('header.spcPlus')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.blogs()} onClick={close} className={itemClass}>
                {t('header.blog')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.timHortons()} onClick={close} className={itemClass}>
                {t('header.timHortons')}
              </NavLink>
            </li>
          </ul>
        </nav>
        {session && accountLinks(session).length > 0 ? (
          <nav aria-label={t('menu.account')} className="mt-4 border-t border-slate-200 pt-4">
            <ul className="flex flex-col gap-1">
              {accountLinks(session).map((link) => (
                <li key={link.key}>
                  <NavLink to={link.to} onClick={close} className={itemClass}>
                    {t(`header.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {session ? (
          <div className="mt-6 grid grid-cols-2 gap-3 border-t border-slate-200 pt-6">
            {session.hasValidCard ? null : (
              <Link
                to={paths.exploreMemberships()}
                onClick={close}
                className={buttonClasses({
                  variant: 'primary',
                  className: 'col-span-2 whitespace-normal! text-center',
                })}
              >
                {t('header.exploreMemberships')}
              </Link>
            )}
            <Link
              to={paths.logout()}
              onClick={close}
              className={buttonClasses({ variant: 'secondary', className: 'col-span-2' })}
            >
              {t('header.logout')}
            </Link>
          </div>
        ) : (
          <div className="mt-6 grid grid-cols-2 gap-3 border-t border-slate-200 pt-6">
            <Link to={paths.login()} onClick={close} className={buttonClasses({ variant: 'secondary' })}>
              {t('header.login')}
            </Link>
            <Link to={paths.signup()} onClick={close} className={buttonClasses({ variant: 'primary' })}>
              {t('header.signup')}
            </Link>
          </div>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
