// The login prompt (spec §2 "Modals"): opened by the guard when a visitor asks for a members' page,
// whose address is remembered for after signing in. It offers: create an account, log in, start a free
// trial, buy a membership, or register an existing card. Dismissing it forgets the remembered page.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../lib/paths.ts';
import { clearRedirectTarget } from '../../../lib/session.ts';

interface LoginPromptModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LoginPromptModal({ open, onOpenChange }: LoginPromptModalProps) {
  const { t } = useTranslation('auth');
  const chose = useRef(false);
  useEffect(() => {
    if (open) chose.current = false;
  }, [open]);

  const change = (next: boolean) => {
    if (!next && !chose.current) clearRedirectTarget();
    onOpenChange(next);
  };
  const choose = () => {
    chose.current = true;
    change(false);
  };

  const secondary = buttonClasses({ variant: 'secondary', className: 'w-full' });
  return (
    <DialogRoot open={open} onOpenChange={change}>
      <DialogContent
        title={t('loginPrompt.title')}
        showTitle
        description={t('loginPrompt.body')}
        closeLabel={t('close')}
        layout="centered"
      >
        <div className="mt-5 grid gap-3 tablet:grid-cols-2">
          <Link
            to={paths.login()}
            onClick={choose}
            className={buttonClasses({ variant: 'primary', className: 'w-full' })}
          >
            {t('loginPrompt.login')}
          </Link>
          <Link to={paths.signup()} onClick={choose} className={secondary}>
            {t('loginPrompt.createAccount')}
          </Link>
        </div>
        <ul className="mt-4 flex flex-col gap-1 border-t border-slate-200 pt-4 text-sm">
          <li>
            {/* The free trial starts after creating an account: sign-up offers it (a later issue). */}
            <Link
              to={paths.signup()}
              onClick={choose}
              className="block rounded-lg px-2 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('loginPrompt.freeTrial')}
            </Link>
          </li>
          <li>
            <Link
              to={paths.purchase()}
              onClick={choose}
              className="block rounded-lg px-2 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('loginPrompt.purchase')}
            </Link>
          </li>
          <li>
            <Link
              to={paths.activate()}
              onClick={choose}
              className="block rounded-lg px-2 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('loginPrompt.activate')}
            </Link>
          </li>
        </ul>
      </DialogContent>
    </DialogRoot>
  );
}
