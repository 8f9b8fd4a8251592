// The one notification centre (spec §3 "Notification": id, content, expiry, callback; §4 "Notifications
// can expire after a set time"): every notice the page shows above its content is posted here — the
// account notices (e-mail verification, invalid profile, policy update), the membership banner and the
// membership-expiring modal, and the campaigns' short confirmations — and one list renders them. A notice with the same id replaces the one before; an
// expiring one goes by itself, its callback told why. The rules are packages/domain/src/notifications.ts;
// this is the browser's state and its one timer.
import { useSyncExternalStore } from 'react';
import {
  expiryAfter,
  nextExpiry,
  splitExpired,
  upsertNotification,
  type Notification,
  type NotificationEnd,
} from '@spc/domain/notifications';
import type { ReactNode } from 'react';

export type AppNotification = Notification<ReactNode> & {
  /** The notice's look: `info` (blue), `warning` (amber), `error` (red), `success` (green). */
  tone?: 'info' | 'warning' | 'error' | 'success';
  /** False for a notice that stays while its condition holds (the page withdraws it); default true. */
  dismissible?: boolean;
  /**
   * A notice that is a dialog of its own (the membership-expiring modal): rendered outside the list,
   * its content the open dialog, which dismisses the notice when it closes.
   */
  modal?: boolean;
};

export interface NotificationCentre {
  /** Posts a notice that lasts `ttlMs` (null: until dismissed or withdrawn). */
  post: (notification: Omit<AppNotification, 'expiry'> & { ttlMs?: number | null }) => void;
  /** The person dismissed it. */
  dismiss: (id: string) => void;
  /** The page no longer needs it (its condition ended). */
  withdraw: (id: string) => void;
  list: () => readonly AppNotification[];
  subscribe: (listener: () => void) => () => void;
}

export function createNotificationCentre(clock: { now: () => number } = { now: () => Date.now() }): NotificationCentre {
  let items: AppNotification[] = [];
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function end(id: string, reason: NotificationEnd) {
    const gone = items.find((item) => item.id === id);
    if (!gone) return;
    items = items.filter((item) => item.id !== id);
    schedule();
    emit();
    gone.callback?.(reason);
  }

  function expire() {
    const { live, expired } = splitExpired(items, clock.now());
    if (expired.length) {
      items = live;
      emit();
      for (const item of expired) item.callback?.('expired');
    }
    schedule();
  }

  function schedule() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const at = nextExpiry(items);
    if (at !== null) timer = setTimeout(expire, Math.max(0, at - clock.now()));
  }

  return {
    post({ ttlMs = null, ...notification }) {
      items = upsertNotification(items, { ...notification, expiry: expiryAfter(clock.now(), ttlMs) });
      schedule();
      emit();
    },
    dismiss: (id) => end(id, 'dismissed'),
    withdraw: (id) => end(id, 'withdrawn'),
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's centre: one per page, shared by every module that posts or shows notices. */
export const notificationCentre = createNotificationCentre();

export function useNotifications(centre: NotificationCentre = notificationCentre): readonly AppNotification[] {
  return useSyncExternalStore(centre.subscribe, centre.list, centre.list);
}
