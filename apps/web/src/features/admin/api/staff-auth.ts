// The console's sign-in and two-step set-up, through the identity library's endpoints under /api/auth
// (decision 030): the password first, then the authenticator app's code (`twoFactorRedirect`); the
// set-up asks for the password again, shows the app's QR code and secret, and confirms with a code.
// Checked by the API's bridge (plugins/auth.ts): TOTP only, staff only, no trusted devices.
import { apiPost, ignoredResponse, type ResponseSchema } from '../../../lib/api-client.ts';

const signInSchema: ResponseSchema<{ twoFactorRedirect: boolean }> = {
  parse: (data) => ({
    twoFactorRedirect:
      typeof data === 'object' && data !== null && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true,
  }),
};

/** POST /api/auth/sign-in/email: staff with two-step sign-in get `twoFactorRedirect` and no session yet. */
export function staffSignIn(credentials: { email: string; password: string }) {
  return apiPost('/auth/sign-in/email', credentials, signInSchema);
}

/** POST /api/auth/two-factor/verify-totp: the second step of a sign-in, or the set-up's confirmation. */
export async function verifyTotp(code: string): Promise<void> {
  await apiPost('/auth/two-factor/verify-totp', { code }, ignoredResponse);
}

/** POST /api/auth/two-factor/verify-backup-code: the second step with a backup code (each works once). */
export async function verifyBackupCode(code: string): Promise<void> {
  await apiPost('/auth/two-factor/verify-backup-code', { code }, ignoredResponse);
}

const enableSchema: ResponseSchema<{ totpURI: string; backupCodes: string[] }> = {
  parse: (data) => {
    const value = data as { totpURI?: unknown; backupCodes?: unknown } | null;
    if (typeof value?.totpURI !== 'string' || !Array.isArray(value.backupCodes)) throw new Error('bad answer');
    return { totpURI: value.totpURI, backupCodes: value.backupCodes.filter((code) => typeof code === 'string') };
  },
};

/** POST /api/auth/two-factor/enable: a new secret (not active until a code confirms it) and backup codes. */
export function enableTwoFactor(password: string) {
  return apiPost('/auth/two-factor/enable', { password, method: 'totp' }, enableSchema);
}

/** POST /api/auth/sign-out */
export async function staffSignOut(): Promise<void> {
  await apiPost('/auth/sign-out', {}, ignoredResponse).catch(() => undefined);
}
