// "Add to Apple Wallet" / "Add to Google Wallet", for the wallets the server can issue passes for.
// Apple's pass is a file the phone opens (a plain link); Google's is a signed link asked for on press.
import { useTranslation } from 'react-i18next';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { useSaveToGoogleWallet } from '../api/get-google-wallet-url.ts';
import { useWalletProviders } from '../api/get-wallet-providers.ts';

const walletButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-black px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-slate-800 disabled:opacity-60';

export function WalletButtons() {
  const { t } = useTranslation('card');
  const providers = useWalletProviders();
  const google = useSaveToGoogleWallet();
  const { apple = false, google: hasGoogle = false } = providers.data ?? {};
  if (!apple && !hasGoogle) return null;

  return (
    <div role="group" aria-label={t('wallet.group')} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        {apple ? (
          <a href={buildApiUrl('/users/wallet/apple')} className={walletButton}>
            {t('wallet.apple')}
          </a>
        ) : null}
        {hasGoogle ? (
          <button type="button" className={walletButton} disabled={google.isPending} onClick={() => google.mutate()}>
            {google.isPending ? t('wallet.opening') : t('wallet.google')}
          </button>
        ) : null}
      </div>
      {google.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('wallet.error')}
        </p>
      ) : null}
    </div>
  );
}
