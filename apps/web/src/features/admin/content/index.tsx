// The console's content section (issue 20 item 3): /admin/content/<area> for pages, FAQ groups and
// questions, blog posts, careers, legal texts and menus, each a list (/…), a new item (/…/new) and an
// item (/…/{id}). Needs content.read to open; the API checks content.write on every change.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, useLocation, useParams } from 'react-router';
import { AdminRoute, AdminRoutes } from '../ui/routes.tsx';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { FaqOrder } from './faq-order.tsx';
import { ResourceForm } from './resource-form.tsx';
import { ResourceList } from './resource-list.tsx';
import { RESOURCES, valuesOf, type Resource } from './resources.ts';

export default function ContentSection() {
  const { t } = useTranslation('admin-content');
  const { t: tAdmin } = useTranslation('admin');
  // The console's pages are rendered in the browser only: the section names the document itself.
  const title = `${t('title')} · ${tAdmin('console.title')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-700">{t('intro')}</p>
      </header>
      <nav aria-label={t('tabs.label')}>
        <ul className="flex flex-wrap gap-1 border-b border-slate-200">
          {RESOURCES.map((resource) => (
            <li key={resource.key}>
              <NavLink
                to={resource.path}
                className="-mb-px block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
              >
                {t(`tabs.${resource.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <AdminRoutes>
        <AdminRoute index element={<Navigate to={RESOURCES[0]!.path} replace />} />
        {RESOURCES.map((resource) => (
          <AdminRoute key={resource.key} path={`${resource.path}/*`} element={<ResourceRoutes resource={resource} />} />
        ))}
      </AdminRoutes>
    </div>
  );
}

function ResourceRoutes({ resource }: { resource: Resource }) {
  return (
    <AdminRoutes>
      <AdminRoute index element={<ResourceList resource={resource} />} />
      <AdminRoute path="new" element={<ResourceForm resource={resource} defaultValues={resource.blank()} />} />
      <AdminRoute path=":id" element={<ResourceEdit resource={resource} />} />
    </AdminRoutes>
  );
}

function ResourceEdit({ resource }: { resource: Resource }) {
  const { t } = useTranslation('admin-content');
  const { id } = useParams();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const item = useQuery({
    queryKey: ['staff', 'content', resource.key, 'item', id],
    queryFn: ({ signal }) => apiGet(`${resource.api}/${id ?? ''}`, resource.row, { signal }),
    retry: false,
  });
  if (item.isPending) {
    return (
      <p aria-busy="true" className="text-slate-600">
        {t('status.loading')}
      </p>
    );
  }
  if (item.error) {
    const gone = item.error instanceof ApiError && (item.error.status === 404 || item.error.status === 400);
    return (
      <p role="alert" className="text-red-700">
        {gone ? t('status.notFound') : t('status.loadFailed')}
      </p>
    );
  }
  return (
    <>
      <ResourceForm
        key={item.data.id}
        resource={resource}
        row={item.data}
        defaultValues={valuesOf(resource, item.data)}
        notice={notice}
      />
      {resource.key === 'faqGroups' ? <FaqOrder groupId={item.data.id} /> : null}
    </>
  );
}
