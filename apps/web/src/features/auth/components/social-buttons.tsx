// Social sign-in (spec §1, §3 "Session user"; docs/api-accounts.md): one button per provider the server
// has configured (GET /api/auth/providers), none otherwise. A button asks the API for the provider's
// address and leaves for it; the provider sends the member back to the remembered target, or to /login
// with `?error=` when it fails.
import type { SocialProvider } from '@spc/domain/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { startSocialSignIn } from '../../../lib/auth-client.ts';
import { paths } from '../../../lib/paths.ts';
import { readRedirectTarget, rememberSignInMethod } from '../../../lib/session.ts';
import { useSocialProviders } from '../api/get-social-providers.ts';
import { leaveApp } from '../leave-app.ts';

export function SocialButtons() {
  const { t } = useTranslation('auth');
  const providers = useSocialProviders().data ?? [];
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [failed, setFailed] = useState(false);
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    setFailed(false);
    const origin = window.location.origin;
    try {
      const { url } = await startSocialSignIn({
        provider,
        callbackURL: new URL(readRedirectTarget() ?? paths.deals(), origin).href,
        errorCallbackURL: new URL(paths.login(), origin).href,
      });
      rememberSignInMethod(provider);
      leaveApp(url);
    } catch {
      setPending(null);
      setFailed(true);
    }
  };

  return (
    <section aria-label={t('social.label')} className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('social.divider')}
      </p>
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              disabled={pending !== null}
              onClick={() => void start(provider)}
              className={buttonClasses({ variant: 'secondary', size: 'md', className: 'w-full' })}
            >
              {pending === provider ? t('social.redirecting') : t(`social.${provider}`)}
            </button>
          </li>
        ))}
      </ul>
      <div role="alert" className="empty:hidden">
        {failed ? <p className="text-sm font-medium text-red-700">{t('social.failed')}</p> : null}
      </div>
    </section>
  );
}
