// The signed-in member's menu in the header (spec §2 "Header"): a button with the first name (from
// tablet width up; an icon alone on phones) that opens a panel with Saved, Billing (when allowed),
// Profile and Log out. The panel is a lazy module, so Radix loads only when it first opens.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/session.ts';
import { buttonClasses } from '../ui/button.tsx';
import { ChevronDownIcon, UserIcon } from '../ui/icons.tsx';

const loadPanel = () => import('./account-menu-panel.tsx');
const AccountMenuPanel = lazy(async () => ({ default: (await loadPanel()).AccountMenuPanel }));

export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the panel's focus return.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = session.firstName.trim();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={name ? t('header.accountMenuFor', { name }) : t('header.accountMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen(!open);
        }}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'min-h-11 min-w-11 px-2' })}
      >
        <UserIcon />
        {name ? <span className="hidden max-w-32 truncate tablet:inline">{name}</span> : null}
        <ChevronDownIcon className={`hidden size-4 transition-transform tablet:block ${open ? 'rotate-180' : ''}`} />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <AccountMenuPanel open={open} onOpenChange={setOpen} triggerRef={buttonRef} session={session} />
        </Suspense>
      ) : null}
    </>
  );
}
