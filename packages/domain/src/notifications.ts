// The notification centre's rules (spec §3 "Notification": id, content, expiry, callback; §4
// "Notifications can expire after a set time"). Pure: the web's centre keeps the list and the clock.

/** One notice. `content` is whatever the centre renders (text or an element); `expiry` is epoch ms. */
export interface Notification<Content = unknown> {
  id: string;
  content: Content;
  /** When it disappears by itself (epoch ms), or null: it stays until dismissed or withdrawn. */
  expiry: number | null;
  /** Called once when the notice goes: dismissed by the person ('dismissed') or expired ('expired'). */
  callback?: ((reason: NotificationEnd) => void) | undefined;
}

export type NotificationEnd = 'dismissed' | 'expired' | 'withdrawn';

/** Spec §4: notices that expire by themselves live this long unless they say otherwise. */
export const DEFAULT_NOTIFICATION_TTL_MS = 8000;

/** The expiry of a notice posted at `now` to last `ttlMs` (null: no expiry). */
export const expiryAfter = (now: number, ttlMs: number | null): number | null => (ttlMs === null ? null : now + ttlMs);

/** The list with `notification` added; one with the same id is replaced in place (no duplicates). */
export function upsertNotification<C>(
  list: readonly Notification<C>[],
  notification: Notification<C>,
): Notification<C>[] {
  const index = list.findIndex((item) => item.id === notification.id);
  if (index === -1) return [...list, notification];
  return list.map((item, at) => (at === index ? notification : item));
}

/** The notices still live at `now`, and those that expired (to call their callbacks). */
export function splitExpired<C>(
  list: readonly Notification<C>[],
  now: number,
): { live: Notification<C>[]; expired: Notification<C>[] } {
  const live: Notification<C>[] = [];
  const expired: Notification<C>[] = [];
  for (const item of list) (item.expiry !== null && item.expiry <= now ? expired : live).push(item);
  return { live, expired };
}

/** When the next notice expires (to set one timer), or null when none does. */
export function nextExpiry(list: readonly Notification<unknown>[]): number | null {
  const times = list.map((item) => item.expiry).filter((at): at is number => at !== null);
  return times.length ? Math.min(...times) : null;
}
