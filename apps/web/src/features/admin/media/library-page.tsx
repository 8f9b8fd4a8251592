// /admin/media: the image library's list (the console's DataTable: thumbnails, search by file name or
// alt text, sorting, paging, columns) with the upload form above it. The query lives in the URL, so a
// view can be bookmarked; an upload opens the new picture's page to check its crops.
import type { LibraryItem } from '@spc/domain/staff-media';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Picture } from '../../../components/ui/picture.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { DataTable, type TableQuery } from '../ui/data-table.tsx';
import { libraryListQuery } from './api.ts';
import { formatBytes, formatDate } from './format.ts';
import { UploadForm } from './upload-form.tsx';

const PER_PAGE_CHOICES = [10, 25, 50, 100];

function readQuery(params: URLSearchParams): TableQuery {
  const page = Number(params.get('page') ?? '1');
  const perPage = Number(params.get('per_page') ?? '25');
  return {
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: PER_PAGE_CHOICES.includes(perPage) ? perPage : 25,
  };
}

function writeQuery(query: TableQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.perPage !== 25) params.set('per_page', String(query.perPage));
  return params;
}

export function LibraryPage() {
  const { t } = useTranslation('admin-media');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [uploading, setUploading] = useState(false);
  const list = useQuery(libraryListQuery(query));

  const columns = useMemo<ColumnDef<LibraryItem, unknown>[]>(
    () => [
      {
        id: 'thumbnail',
        header: t('library.columns.thumbnail'),
        enableSorting: false,
        cell: ({ row }) => {
          const square = row.original.crops.find((crop) => crop.ratio === 'square') ?? row.original.crops[0];
          return square ? (
            <div className="size-16 overflow-hidden rounded border border-slate-200">
              <Picture image={square.image} sizes="64px" decorative className="size-full object-cover" />
            </div>
          ) : null;
        },
      },
      {
        id: 'filename',
        header: t('library.columns.filename'),
        cell: ({ row }) => (
          <Link
            to={String(row.original.id)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
            aria-label={t('library.edit', { name: row.original.filename })}
          >
            {row.original.filename}
          </Link>
        ),
      },
      {
        id: 'alt',
        header: t('library.columns.alt'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="line-clamp-2 block max-w-sm min-w-40" lang={language}>
            {language === 'fr' ? row.original.alt_fr : row.original.alt_en}
          </span>
        ),
      },
      {
        id: 'width',
        header: t('library.columns.width'),
        cell: ({ row }) => t('library.dimensions', { width: row.original.width, height: row.original.height }),
      },
      {
        id: 'size_bytes',
        header: t('library.columns.size'),
        cell: ({ row }) => formatBytes(row.original.size_bytes, language),
      },
      {
        id: 'uses',
        header: t('library.columns.uses'),
        enableSorting: false,
        cell: ({ row }) => t('library.uses', { count: row.original.use_count }),
      },
      {
        id: 'created_at',
        header: t('library.columns.created_at'),
        cell: ({ row }) => formatDate(row.original.created_at, language),
      },
    ],
    [t, language],
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h1 id={headingId} className="text-2xl font-bold">
          {t('library.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-slate-700">{t('library.intro')}</p>
      </div>
      {uploading ? (
        <section aria-label={t('upload.title')} className="rounded-lg border border-slate-200 p-4">
          <h2 className="mb-3 text-lg font-semibold">{t('upload.title')}</h2>
          <UploadForm
            onUploaded={(item) => void navigate(String(item.id), { state: { uploaded: true } })}
            onCancel={() => setUploading(false)}
          />
        </section>
      ) : null}
      <DataTable
        caption={t('library.caption')}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={(next) => setParams(writeQuery(next))}
        isLoading={list.isPending}
        error={list.error ? t('library.loadFailed') : undefined}
        getRowId={(row) => String(row.id)}
        actions={
          uploading ? null : (
            <Button type="button" size="sm" onClick={() => setUploading(true)}>
              {t('library.upload')}
            </Button>
          )
        }
      />
    </section>
  );
}
