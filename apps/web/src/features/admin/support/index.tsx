// The console's member support (issue 20 item 3; decision 035): find a member, their page with support's
// actions and the admin's refunds, and the student-ID review queue. Mounted at /admin/support/*.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AdminRoute, AdminRoutes } from '../ui/routes.tsx';
import { MemberPage } from './components/member-page.tsx';
import { MemberSearch } from './components/member-search.tsx';
import { StudentIdQueue } from './components/student-id-queue.tsx';
import { supportPaths } from './paths.ts';

const tab =
  'rounded px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white';

export default function SupportSection() {
  const { t } = useTranslation('admin-support');
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('nav.label')}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <NavLink to={supportPaths.search()} end className={tab}>
              {t('nav.members')}
            </NavLink>
          </li>
          <li>
            <NavLink to={supportPaths.studentIds()} className={tab}>
              {t('nav.studentIds')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <AdminRoutes>
        <AdminRoute index element={<MemberSearch />} />
        <AdminRoute path="members/:userId" element={<MemberPage />} />
        <AdminRoute path="student-ids" element={<StudentIdQueue />} />
      </AdminRoutes>
    </div>
  );
}
