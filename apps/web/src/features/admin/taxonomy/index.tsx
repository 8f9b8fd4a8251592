// The console's taxonomy section (issue 20 item 3), at /admin/taxonomy: categories, collections, weekly
// deals and holiday events, each a list (/admin/taxonomy/<list>), a new entry (…/new) and an entry
// (…/<id>). Every save is on the public site at once (the API empties every instance's caches).
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink } from 'react-router';
import { AdminRoute, AdminRoutes } from '../ui/routes.tsx';
import type { RowOf, TaxonomyArea } from './api/taxonomy-api.ts';
import { CategoryForm } from './category-form.tsx';
import { CollectionForm, WeeklyDealForm } from './collection-form.tsx';
import { EntryPage } from './entry-editing.tsx';
import { formatDate } from './form-support.ts';
import { HolidayEventForm } from './holiday-event-form.tsx';
import { TaxonomyList } from './list-page.tsx';

const TABS: { area: TaxonomyArea; key: 'categories' | 'collections' | 'weeklyDeals' | 'holidayEvents' }[] = [
  { area: 'categories', key: 'categories' },
  { area: 'collections', key: 'collections' },
  { area: 'weekly-deals', key: 'weeklyDeals' },
  { area: 'holiday-events', key: 'holidayEvents' },
];

function useColumns() {
  const { t, i18n } = useTranslation('admin-taxonomy');
  // "Live now" is as of when the list opened.
  const [now] = useState(() => Date.now());
  const name = (row: { name_en: string; name_fr: string }) => (i18n.language === 'fr' ? row.name_fr : row.name_en);
  const common = {
    id: { id: 'id', header: t('common.id'), accessorKey: 'id' },
    url_name: { id: 'url_name', header: t('common.urlName'), accessorKey: 'url_name' },
    name_en: { id: 'name_en', header: t('common.nameEn'), accessorKey: 'name_en' },
    name_fr: { id: 'name_fr', header: t('common.nameFr'), accessorKey: 'name_fr' },
    sort_order: { id: 'sort_order', header: t('common.sortOrder'), accessorKey: 'sort_order' },
  };
  const categories: ColumnDef<RowOf<'categories'>, unknown>[] = [
    common.id,
    common.name_en,
    common.name_fr,
    common.url_name,
    common.sort_order,
    { id: 'offer_count', header: t('common.offerCount'), accessorKey: 'offer_count' },
    {
      id: 'subcategories',
      header: t('categories.subcategoriesColumn'),
      enableSorting: false,
      cell: ({ row }) => <span className="block min-w-64">{row.original.subcategories.map(name).join(', ')}</span>,
    },
  ];
  const offerCount = {
    id: 'offer_count',
    header: t('common.offerCount'),
    cell: ({ row }: { row: { original: { offer_ids: number[] } } }) => row.original.offer_ids.length,
  };
  const collections: ColumnDef<RowOf<'collections'>, unknown>[] = [
    common.id,
    common.name_en,
    common.name_fr,
    common.url_name,
    common.sort_order,
    offerCount,
  ];
  const weeklyDeals: ColumnDef<RowOf<'weekly-deals'>, unknown>[] = [
    common.id,
    {
      id: 'week_start',
      header: t('weeklyDeals.weekStart'),
      cell: ({ row }) => formatDate(row.original.start_date, i18n.language, false),
    },
    common.name_en,
    common.name_fr,
    common.url_name,
    offerCount,
  ];
  const holidayEvents: ColumnDef<RowOf<'holiday-events'>, unknown>[] = [
    common.id,
    { id: 'title_en', header: t('holidayEvents.titleEn'), accessorKey: 'title_en' },
    { id: 'title_fr', header: t('holidayEvents.titleFr'), accessorKey: 'title_fr' },
    {
      id: 'url_name',
      header: t('holidayEvents.page'),
      cell: ({ row }) => (
        <span>
          /{row.original.url_name}
          {row.original.start_date <= now && now <= row.original.end_date ? (
            <span className="ms-2 rounded bg-green-100 px-1 text-green-900">{t('holidayEvents.running')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'start_date',
      header: t('holidayEvents.startDate'),
      cell: ({ row }) => formatDate(row.original.start_date, i18n.language),
    },
    {
      id: 'end_date',
      header: t('holidayEvents.endDate'),
      cell: ({ row }) => formatDate(row.original.end_date, i18n.language),
    },
    offerCount,
  ];
  return { categories, collections, weeklyDeals, holidayEvents, name };
}

export default function TaxonomySection() {
  const { t, i18n } = useTranslation('admin-taxonomy');
  const columns = useColumns();
  const title = (row: { title_en: string; title_fr: string }) => (i18n.language === 'fr' ? row.title_fr : row.title_en);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('section.taxonomy')}</h1>
      <nav aria-label={t('tabs.label')}>
        <ul className="flex flex-wrap gap-2 border-b border-slate-200">
          {TABS.map((tab) => (
            <li key={tab.area}>
              <NavLink
                to={tab.area}
                className="-mb-px block border-b-2 border-transparent px-3 py-2 aria-[current=page]:border-slate-900 aria-[current=page]:font-semibold"
              >
                {t(`tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <AdminRoutes>
        <AdminRoute index element={<Navigate to="categories" replace />} />
        <AdminRoute
          path="categories"
          element={
            <TaxonomyList
              area="categories"
              title={t('categories.title')}
              newLabel={t('categories.new')}
              columns={columns.categories}
              nameOf={columns.name}
              initiallyHidden={['id', 'url_name']}
            />
          }
        />
        <AdminRoute
          path="categories/new"
          element={<EntryPage area="categories" title={() => t('categories.new')} Form={CategoryForm} />}
        />
        <AdminRoute
          path="categories/:id"
          element={
            <EntryPage
              area="categories"
              title={(entry) => t('categories.edit', { name: entry ? columns.name(entry) : '' })}
              Form={CategoryForm}
            />
          }
        />
        <AdminRoute
          path="collections"
          element={
            <TaxonomyList
              area="collections"
              title={t('collections.title')}
              newLabel={t('collections.new')}
              columns={columns.collections}
              nameOf={columns.name}
              initiallyHidden={['id']}
            />
          }
        />
        <AdminRoute
          path="collections/new"
          element={<EntryPage area="collections" title={() => t('collections.new')} Form={CollectionForm} />}
        />
        <AdminRoute
          path="collections/:id"
          element={
            <EntryPage
              area="collections"
              title={(entry) => t('collections.edit', { name: entry ? columns.name(entry) : '' })}
              Form={CollectionForm}
            />
          }
        />
        <AdminRoute
          path="weekly-deals"
          element={
            <TaxonomyList
              area="weekly-deals"
              title={t('weeklyDeals.title')}
              newLabel={t('weeklyDeals.new')}
              columns={columns.weeklyDeals}
              nameOf={columns.name}
              defaultSort="-week_start"
              initiallyHidden={['id', 'url_name']}
            />
          }
        />
        <AdminRoute
          path="weekly-deals/new"
          element={<EntryPage area="weekly-deals" title={() => t('weeklyDeals.new')} Form={WeeklyDealForm} />}
        />
        <AdminRoute
          path="weekly-deals/:id"
          element={
            <EntryPage
              area="weekly-deals"
              title={(entry) => t('weeklyDeals.edit', { name: entry ? columns.name(entry) : '' })}
              Form={WeeklyDealForm}
            />
          }
        />
        <AdminRoute
          path="holiday-events"
          element={
            <TaxonomyList
              area="holiday-events"
              title={t('holidayEvents.title')}
              newLabel={t('holidayEvents.new')}
              columns={columns.holidayEvents}
              nameOf={title}
              defaultSort="-start_date"
              initiallyHidden={['id']}
            />
          }
        />
        <AdminRoute
          path="holiday-events/new"
          element={<EntryPage area="holiday-events" title={() => t('holidayEvents.new')} Form={HolidayEventForm} />}
        />
        <AdminRoute
          path="holiday-events/:id"
          element={
            <EntryPage
              area="holiday-events"
              title={(entry) => t('holidayEvents.edit', { name: entry ? title(entry) : '' })}
              Form={HolidayEventForm}
            />
          }
        />
      </AdminRoutes>
    </div>
  );
}
