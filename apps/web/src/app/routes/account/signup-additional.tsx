// /signup/additional — the second sign-up step (spec §2, §4 "Signup"): reachable once step one is
// complete in this visit, or by a signed-in registered member; anyone else goes to
// /signup/account-creation. Saved answers lead to /signup/purchase.
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AccountLoading, AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { AdditionalQuestionsForm } from '../../../features/account/components/additional-questions-form.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { WhyWeAsk } from '../../../features/account/components/why-we-ask-dialog.tsx';
import { useAccountSession, useSessionCommands } from '../../../features/account/hooks/use-account-session.ts';
import { isAccountCreated } from '../../../features/account/signup-progress.ts';
import { paths } from '../../../lib/paths.ts';

function createdEmailOf(state: unknown): string | null {
  const email = (state as { createdEmail?: unknown } | null)?.createdEmail;
  return typeof email === 'string' ? email : null;
}

export function SignupAdditionalRoute() {
  const { t } = useTranslation('account');
  const { session, loading } = useAccountSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { refreshSession } = useSessionCommands();
  const stepOneComplete = isAccountCreated();

  if (loading) return <AccountLoading />;
  if (!stepOneComplete && !session?.registered) {
    return <Navigate to={paths.signupAccountCreation()} replace />;
  }

  const createdEmail = createdEmailOf(location.state);
  const profile = session?.profile;

  return (
    <AccountPage title={t('additional.title')} lead={t('additional.lead')}>
      <p className="text-sm font-semibold text-brand-700">{t('signup.step', { step: 2, total: 2 })}</p>
      {createdEmail ? (
        <FormMessage tone="success">{t('additional.created', { email: createdEmail })}</FormMessage>
      ) : null}
      <AccountPanel>
        <WhyWeAsk />
        <AdditionalQuestionsForm
          initial={{
            postal: profile?.postal ?? '',
            schoolType: profile?.school_type ?? '',
            schoolName: profile?.school_name ?? '',
            international: profile?.international ?? false,
          }}
          onSaved={async () => {
            await refreshSession().catch(() => undefined);
            await navigate(paths.signupPurchase());
          }}
        />
      </AccountPanel>
    </AccountPage>
  );
}
