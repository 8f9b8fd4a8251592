// GET /api/users/wallet/google (member): a Google Wallet link that saves the member's card. Asked for
// when the member presses the button (the link carries a signed pass), then followed.
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { leaveForWallet } from '../leave-for-wallet.ts';

export { GOOGLE_WALLET_SAVE_URL } from '@spc/domain/membership';

export async function getGoogleWalletUrl(): Promise<string> {
  // The schema accepts only Google's own save page: the browser is sent there.
  const answer = await apiGet(
    '/users/wallet/google',
    import('@spc/domain/membership').then((m) => m.googleWalletResponseSchema),
  );
  return answer.save_url;
}

/** Asks for the link, then leaves for Google Wallet. */
export function useSaveToGoogleWallet() {
  return useMutation({ mutationFn: getGoogleWalletUrl, onSuccess: (url) => leaveForWallet(url) });
}
