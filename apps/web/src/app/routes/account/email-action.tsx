// /__/auth/action — where the e-mail links land (spec §2, §4 "Email-action link", §5): mode, oobCode,
// apiKey and continueUrl, read by the domain's parser. A link missing its oobCode or apiKey (or with
// another apiKey) is the spec's 'Invalid Email Verification Link'; verifyEmail confirms the address,
// resetPassword asks for a new password.
import { parseEmailActionQuery } from '@spc/domain/auth';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { ResetPasswordAction } from '../../../features/account/components/reset-password-action.tsx';
import { VerifyEmailAction } from '../../../features/account/components/verify-email-action.tsx';
import { paths } from '../../../lib/paths.ts';

export function EmailActionRoute() {
  const { t } = useTranslation('account');
  const { language, changeLanguage } = useLanguage();
  const [searchParams] = useSearchParams();
  const parsed = parseEmailActionQuery(searchParams);
  // The e-mail was written in the member's language: the page it opens speaks it too.
  const linkLanguage = parsed.ok ? parsed.action.lang : undefined;
  const languageApplied = useRef(false);
  useEffect(() => {
    if (languageApplied.current || !linkLanguage) return;
    languageApplied.current = true;
    if (linkLanguage !== language) void changeLanguage(linkLanguage);
  }, [linkLanguage, language, changeLanguage]);

  if (!parsed.ok) {
    const reset = searchParams.get('mode') === 'resetPassword';
    return (
      <AccountPage title={t(reset ? 'action.invalidReset.title' : 'action.invalidVerification.title')}>
        <AccountPanel>
          <FormMessage tone="error">
            {t(reset ? 'action.invalidReset.body' : 'action.invalidVerification.body')}
          </FormMessage>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={reset ? paths.login() : paths.emailVerification()}
              className={buttonClasses({ variant: 'primary' })}
            >
              {t(reset ? 'action.invalidReset.action' : 'action.verify.newLink')}
            </Link>
            <Link to={paths.home()} className={buttonClasses({ variant: 'secondary' })}>
              {t('action.home')}
            </Link>
          </div>
        </AccountPanel>
      </AccountPage>
    );
  }

  const { action } = parsed;
  if (action.mode === 'resetPassword') {
    return (
      <AccountPage title={t('action.reset.title')} lead={t('action.reset.lead')}>
        <AccountPanel>
          <ResetPasswordAction oobCode={action.oobCode} />
        </AccountPanel>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('action.verify.title')}>
      <AccountPanel>
        <VerifyEmailAction oobCode={action.oobCode} continueUrl={action.continueUrl} />
      </AccountPanel>
    </AccountPage>
  );
}
