// Two-step sign-in set-up (issue 20 item 1; decision 030), shown by the console to a staff member who
// has none yet: the password once more, then the QR code for the authenticator app (drawn here by the
// `qrcode` package, loaded with this screen only), the secret to type for those who cannot scan, the
// backup codes (shown once), and a code from the app to turn it on.
import { groupSecret, parseTotpUri, totpCodeSchema } from '@spc/domain/staff-identity';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormMessage } from '../../../components/ui/form-messages.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { enableTwoFactor, verifyTotp } from '../api/staff-auth.ts';

interface Secret {
  uri: string;
  key: string;
  qr: string | null;
  backupCodes: string[];
}

export function TwoFactorSetup() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState<Secret | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const scanHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    (secret ? scanHeading : heading).current?.focus();
  }, [secret]);

  async function start(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (password === '') {
      setError(t('setup.wrongPassword'));
      return;
    }
    setBusy(true);
    try {
      const answer = await enableTwoFactor(password);
      setPassword('');
      const parsed = parseTotpUri(answer.totpURI);
      if (!parsed) throw new Error('no secret in the answer');
      const { toDataURL } = await import('qrcode');
      const qr = await toDataURL(answer.totpURI, { margin: 1, width: 220 }).catch(() => null);
      setSecret({ uri: answer.totpURI, key: parsed.secret, qr, backupCodes: answer.backupCodes });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 400 && caught.code === 'INVALID_PASSWORD'
          ? t('setup.wrongPassword')
          : t('setup.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t('setup.wrongCode'));
      return;
    }
    setBusy(true);
    try {
      await verifyTotp(parsed.data);
      await queryClient.resetQueries({ queryKey: ['staff'] });
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status === 401 ? t('setup.wrongCode') : t('setup.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4" aria-labelledby="setup-title">
      <h1 id="setup-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {t('setup.title')}
      </h1>
      <p className="text-slate-700">{t('setup.intro')}</p>
      {error ? (
        <div role="alert">
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      ) : null}
      {!secret ? (
        <form className="flex max-w-sm flex-col gap-4" onSubmit={(event) => void start(event)} noValidate>
          <TextField
            id="setup-password"
            label={t('setup.password')}
            hint={t('setup.passwordHint')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            required
          />
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            {t('setup.start')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-6">
          <div>
            <h2 ref={scanHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t('setup.scan')}
            </h2>
            <div className="mt-3 flex flex-wrap items-start gap-6">
              {secret.qr ? (
                <img src={secret.qr} alt={t('setup.qrAlt')} width={220} height={220} className="rounded border" />
              ) : null}
              <div className="max-w-xs">
                <p className="text-sm text-slate-700">{t('setup.manual')}</p>
                <p className="mt-2 break-all rounded bg-slate-100 px-3 py-2 font-mono text-lg" aria-label={secret.key}>
                  {groupSecret(secret.key)}
                </p>
              </div>
            </div>
          </div>
          <div>
            <h2 className="text-lg font-semibold">{t('setup.backup')}</h2>
            <p className="mt-1 text-sm text-slate-700">{t('setup.backupIntro')}</p>
            <ul className="mt-2 grid max-w-md grid-cols-2 gap-2 font-mono">
              {secret.backupCodes.map((backup) => (
                <li key={backup} className="rounded bg-slate-100 px-2 py-1">
                  {backup}
                </li>
              ))}
            </ul>
          </div>
          <form className="flex max-w-sm flex-col gap-4" onSubmit={(event) => void confirm(event)} noValidate>
            <h2 className="text-lg font-semibold">{t('setup.confirm')}</h2>
            <TextField
              id="setup-code"
              label={t('setup.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onValueChange={setCode}
              inputClassName="tracking-widest"
              required
            />
            <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
              {t('setup.finish')}
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
