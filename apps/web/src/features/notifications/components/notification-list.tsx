// The notification centre's one list (features/notifications/notification-centre.ts): the live notices,
// stacked above the page, each with a dismiss button; a polite live region, so a new notice is read out.
// A modal notice (the membership-expiring modal) renders as its own dialog beside the list.
import { Fragment } from 'react';
import {
  notificationCentre,
  useNotifications,
  type AppNotification,
  type NotificationCentre,
} from '../notification-centre.ts';

const TONES: Record<NonNullable<AppNotification['tone']>, string> = {
  info: 'border-sky-300 bg-sky-50 text-sky-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-950',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
};

export function NotificationList({
  labels,
  centre = notificationCentre,
  className = 'mb-6 flex flex-col gap-3',
}: {
  /** The region's name and the dismiss button's, in the caller's language. */
  labels: { region: string; dismiss: string };
  centre?: NotificationCentre;
  className?: string;
}) {
  const all = useNotifications(centre);
  const notifications = all.filter((notification) => !notification.modal);
  // A modal notice is its own dialog (it portals above the page): never inside the list's region.
  const dialogs = all
    .filter((notification) => notification.modal)
    .map((notification) => <Fragment key={notification.id}>{notification.content}</Fragment>);
  // Nothing at all without a notice: no empty landmark on every page.
  if (notifications.length === 0) return dialogs.length ? <>{dialogs}</> : null;
  return (
    <>
      <div role="region" aria-label={labels.region} aria-live="polite" className={className}>
        {notifications.map((notification) =>
          // A notice without a tone brings its own frame (the account notices).
          notification.tone === undefined && notification.dismissible === false ? (
            <div key={notification.id}>{notification.content}</div>
          ) : (
            <div
              key={notification.id}
              className={`flex items-start gap-3 rounded-xl border p-4 text-sm ${TONES[notification.tone ?? 'info']}`}
            >
              <div className="min-w-0 flex-1">{notification.content}</div>
              {notification.dismissible === false ? null : (
                <button
                  type="button"
                  onClick={() => centre.dismiss(notification.id)}
                  aria-label={labels.dismiss}
                  className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </div>
          ),
        )}
      </div>
      {dialogs}
    </>
  );
}
