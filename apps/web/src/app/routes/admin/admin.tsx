// /admin/*: the staff console's route module (features/admin, lazy; app/admin-routes.tsx). Its loader
// asks the API who is at the console: a visitor or a member gets the site's 404 page in the public
// shell, with status 404 (the server renders console pages for nobody else: decision 030); a staff
// session that ended goes to the sign-in page. /admin/sign-in, the door, is open to anyone.
import { redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import AdminConsole, { signInPath } from '../../../features/admin/console.tsx';
import { staffMeQuery } from '../../../features/admin/api/staff-me.ts';
import { StaffSignIn } from '../../../features/admin/shell/sign-in.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { isStaffSignInPath } from '../../admin-paths.ts';
import { Shell } from '../../shell/shell.tsx';
import { NotFoundRoute } from '../not-found.tsx';
import { shellLoader } from '../root-layout.tsx';
import { RouteError } from '../route-error.tsx';

export async function adminLoader(args: LoaderFunctionArgs): Promise<null> {
  if (isStaffSignInPath(new URL(args.request.url).pathname)) return null;
  if (import.meta.env.SSR) {
    // Rendered on the server only for requests that are not staff (plugins/spa.ts): the 404 page, with
    // the public header's and footer's data.
    await shellLoader(args);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's 404: a thrown Response
    throw new Response(null, { status: 404 });
  }
  try {
    await args.context.get(queryClientContext).ensureQueryData(staffMeQuery());
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's 404: a thrown Response
    if (error instanceof ApiError && error.code === 'STAFF_ONLY') throw new Response(null, { status: 404 });
    if (error instanceof ApiError && error.status === 401) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to redirect
      throw redirect(signInPath(error.code === 'STAFF_SESSION_IDLE' ? 'idle' : 'again'));
    }
    // Anything else (the network): the console says so and offers to try again.
  }
  return null;
}

export function AdminRoute() {
  const { pathname } = useLocation();
  if (isStaffSignInPath(pathname)) return <StaffSignIn />;
  return <AdminConsole NotFound={NotFoundRoute} />;
}

/** A refused console page (the 404 page) or a failure, in the public shell like any other page's. */
export function AdminError() {
  return (
    <Shell>
      <RouteError />
    </Shell>
  );
}
