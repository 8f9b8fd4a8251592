// The account menu's panel (spec §2 "Header"): Saved (/favourites), Billing (/billing, only when the
// member may see it), Profile (/profile) and Log out (/logout). Saved and Profile are for registered
// members, as in the mobile menu. Lazy-loaded by account-menu.tsx.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountLinks } from '../../lib/account-links.ts';
import type { Session } from '../../lib/session.ts';
import { AnchoredPanel } from '../ui/popover.tsx';
import { paths } from '../../lib/paths.ts';

interface AccountMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  session: Session;
}

const linkClass =
  'block rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-700';

export function AccountMenuPanel({ open, onOpenChange, triggerRef, session }: AccountMenuPanelProps) {
  const { t } = useTranslation('nav');
  const close = () => onOpenChange(false);
  return (
    <AnchoredPanel
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      label={t('header.accountMenu')}
      align="end"
      className="w-60 max-w-[calc(100vw-2rem)] p-2"
    >
      <nav aria-label={t('header.accountMenu')}>
        {session.firstName ? (
          <p className="truncate px-3 pt-1 pb-2 text-xs text-slate-500">
            {t('header.greeting', { name: session.firstName })}
          </p>
        ) : null}
        <ul className="flex flex-col gap-0.5">
          {accountLinks(session).map((link) => (
            <li key={link.key}>
              <Link to={link.to} onClick={close} className={linkClass}>
                {t(`header.${link.key}`)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <Link to={paths.logout()} onClick={close} className={linkClass}>
              {t('header.logout')}
            </Link>
          </li>
        </ul>
      </nav>
    </AnchoredPanel>
  );
}
