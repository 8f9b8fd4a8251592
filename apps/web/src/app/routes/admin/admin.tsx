// /admin/*: the staff console's route module (features/admin, lazy). Its loader asks the API who is at
// the console: a visitor or a member gets the site's 404 page with status 404 (also on the server,
// which renders these pages for nobody but them: decision 030); a staff session that ended goes to
// the sign-in page.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import AdminConsole, { signInPath } from '../../../features/admin/console.tsx';
import { staffMeQuery } from '../../../features/admin/api/staff-me.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { NotFoundRoute } from '../not-found.tsx';

export async function adminLoader({ context }: LoaderFunctionArgs): Promise<null> {
  // The server renders console pages only for requests that are not staff (plugins/spa.ts): the 404.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a 404
  if (import.meta.env.SSR) throw data(null, { status: 404 });
  try {
    await context.get(queryClientContext).ensureQueryData(staffMeQuery());
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a 404
    if (error instanceof ApiError && error.code === 'STAFF_ONLY') throw data(null, { status: 404 });
    if (error instanceof ApiError && error.status === 401) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
      throw redirect(signInPath(error.code === 'STAFF_SESSION_IDLE' ? 'idle' : 'again'));
    }
    // Anything else (the network): the console says so and offers to try again.
  }
  return null;
}

export function AdminRoute() {
  return <AdminConsole NotFound={NotFoundRoute} />;
}
