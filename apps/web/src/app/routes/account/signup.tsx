// /signup — the account-creation step (spec §2, §3 "Account creation", §4 "Signup"). A registered
// member goes on to /signup/purchase; someone signed in through a social provider but not registered
// finishes here without a password; everyone else creates an account with e-mail and password.
import { SIGNUP_METHODS, type SignupMethod } from '@spc/domain/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import {
  AccountCreationForm,
  type SignedInAccount,
} from '../../../features/account/components/account-creation-form.tsx';
import { AccountLoading, AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { ResendVerification } from '../../../features/account/components/resend-verification.tsx';
import { useAccountSession } from '../../../features/account/hooks/use-account-session.ts';
import { markAccountCreated } from '../../../features/account/signup-progress.ts';
import { paths } from '../../../lib/paths.ts';

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
export function splitDisplayName(displayName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

function signupMethodOf(providerId: string): SignupMethod {
  return (SIGNUP_METHODS as readonly string[]).includes(providerId) ? (providerId as SignupMethod) : 'email';
}

export function SignupRoute() {
  const { t } = useTranslation('account');
  const { session, loading } = useAccountSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  // While the form creates the account the session turns registered; the redirect of registered
  // members must not win over the form's own way on to the additional questions.
  const [creating, setCreating] = useState(false);

  if (checkEmail !== null) {
    return (
      <AccountPage title={t('signup.checkEmail.title')}>
        <AccountPanel>
          <FormMessage tone="info">{t('signup.checkEmail.body', { email: checkEmail })}</FormMessage>
          <p className="text-sm text-slate-700">{t('signup.checkEmail.notReceived')}</p>
          <ResendVerification email={checkEmail} />
          <p className="text-sm text-slate-700">
            {t('signup.checkEmail.haveAccount')}{' '}
            <Link to={paths.login()} className="font-semibold text-brand-700 underline">
              {t('signup.login')}
            </Link>
          </p>
        </AccountPanel>
      </AccountPage>
    );
  }
  if (loading && !creating) return <AccountLoading />;
  // Spec §4 "Signup": registered users go to /signup/purchase.
  if (session?.registered && !creating) return <Navigate to={paths.signupPurchase(search)} replace />;

  let signedIn: SignedInAccount | null = null;
  if (session) {
    const fromName = splitDisplayName(session.user.displayName);
    signedIn = {
      uid: session.user.uid,
      email: session.user.email,
      firstName: session.profile?.first_name ?? fromName.firstName,
      lastName: session.profile?.last_name ?? fromName.lastName,
      signupMethod: signupMethodOf(session.user.providerId),
    };
  }

  return (
    <AccountPage
      title={t(signedIn ? 'signup.finishTitle' : 'signup.title')}
      lead={
        signedIn ? (
          t('signup.finishLead')
        ) : (
          <p>
            {t('signup.lead')}{' '}
            <Link to={paths.login()} className="font-semibold text-brand-700 underline">
              {t('signup.login')}
            </Link>
          </p>
        )
      }
    >
      <p className="text-sm font-semibold text-brand-700">{t('signup.step', { step: 1, total: 2 })}</p>
      <AccountPanel>
        <AccountCreationForm
          signedIn={signedIn}
          onSubmittingChange={setCreating}
          onDone={(outcome, email) => {
            if (outcome.kind === 'check-email') {
              setCheckEmail(email);
              return;
            }
            markAccountCreated();
            void navigate(paths.signupAdditional(), { state: { createdEmail: email } });
          }}
        />
      </AccountPanel>
      {signedIn ? null : (
        // Issue 23 item 14: a card can be bought without an account (a gift, or before signing up).
        // A document load: the purchase pages have their own CSP with Braintree (decision 040), and
        // this page's would keep PayPal's checkout out.
        <p className="text-sm text-slate-700">
          {t('signup.withoutAccount')}{' '}
          <Link reloadDocument to={paths.purchaseGuest()} className="font-semibold text-brand-700 underline">
            {t('signup.withoutAccountLink')}
          </Link>
        </p>
      )}
    </AccountPage>
  );
}
