// /admin/*: the staff console's route module (features/admin, lazy). The router composes it with the
// site's 404 page, which is what anyone who is not staff sees.
import AdminConsole from '../../../features/admin/console.tsx';
import { NotFoundRoute } from '../not-found.tsx';

export function AdminRoute() {
  return <AdminConsole NotFound={NotFoundRoute} />;
}
