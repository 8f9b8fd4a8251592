// The `vip` cookie (spec §3 "Stored cookies: vip"): a VIP code that was verified but not yet redeemed,
// kept a day so a visitor who leaves to log in (and have the card attached to their account) finds the
// code waiting. Cleared once the code is redeemed.
import { deleteCookie, readCookie, setCookie } from '../../lib/cookies.ts';

export const VIP_COOKIE = 'vip';
export const VIP_COOKIE_DAYS = 1;

export function rememberVipCode(code: string): void {
  setCookie(VIP_COOKIE, code.trim(), { days: VIP_COOKIE_DAYS });
}

export function readVipCode(): string {
  return readCookie(VIP_COOKIE)?.trim().slice(0, 64) ?? '';
}

export function forgetVipCode(): void {
  deleteCookie(VIP_COOKIE);
}
