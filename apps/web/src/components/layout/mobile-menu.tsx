// The mobile menu button (below the header's desktop width). The menu itself (a Radix dialog) is a lazy
// module, loaded when the visitor shows interest in the button, so it costs the first page nothing.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../ui/button.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { MENU_DESKTOP_MIN_WIDTH, minWidth, onMediaMatch } from '../../lib/media.ts';
import type { Session } from '../../lib/session.ts';

const loadMenuDialog = () => import('./mobile-menu-dialog.tsx');
const MobileMenuDialog = lazy(async () => ({ default: (await loadMenuDialog()).MobileMenuDialog }));

interface MobileMenuProps {
  session: Session | null;
  /** Categories opens the search modal once the menu has closed. */
  onOpenSearch: () => void;
  className?: string;
}

export function MobileMenu({ session, onOpenSearch, className = '' }: MobileMenuProps) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs Radix's focus return.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // From the menu breakpoint up (a phone turned sideways, a window widened) the desktop header takes
  // over: an open menu closes itself.
  useEffect(() => onMediaMatch(minWidth(MENU_DESKTOP_MIN_WIDTH), () => setOpen(false)), []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMenuDialog()}
        onFocus={() => void loadMenuDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={`${buttonClasses({ variant: 'icon' })} ${className}`}
      >
        <MenuIcon />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} session={session} onOpenSearch={onOpenSearch} />
        </Suspense>
      ) : null}
    </>
  );
}
