// For a page that needs a signed-in member when there is none: the way to log in or create an
// account (the global guard of spec §4 normally redirects first; this is what is left if it did not).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { AccountPanel } from './account-page.tsx';
import { paths } from '../../../lib/paths.ts';

export function SignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation('account');
  return (
    <AccountPanel>
      <p className="text-slate-700">{message}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.login()} className={buttonClasses({ variant: 'primary' })}>
          {t('signInPrompt.login')}
        </Link>
        <Link to={paths.signup()} className={buttonClasses({ variant: 'secondary' })}>
          {t('signInPrompt.signup')}
        </Link>
      </div>
    </AccountPanel>
  );
}
