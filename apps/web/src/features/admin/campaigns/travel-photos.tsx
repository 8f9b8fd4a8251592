// The travel-photo review queue (decision 027): members' photos for a contest, private until approved.
// Staff see each photo (the staff API serves it whatever its status) with its caption and contest, then
// approve it (it may be shown) or refuse it; decided photos stay listed under their status.
import { staffTravelPhotoListSchema, type StaffTravelPhoto } from '@spc/domain/staff-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { apiPost } from '../../../lib/api-client.ts';
import { Badge, List, buttonClass, primaryClass, useDate, useErrorText, useWords } from './ui.tsx';

const API = '/staff/campaigns/travel-photos';
/** The photos' own address (an <img> is not an API call: the full path). */
const PHOTOS = `/api${API}`;
const KEY = ['staff', 'campaigns'] as const;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

function Decide({ photo }: { photo: StaffTravelPhoto }) {
  const { say } = useWords();
  const errorText = useErrorText();
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'approved' | 'rejected') =>
      apiPost(`${API}/${photo.id}/decision`, { decision }, { parse: (data) => data }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  if (photo.status !== 'pending') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={primaryClass}
        disabled={decide.isPending}
        onClick={() => decide.mutate('approved')}
      >
        {say('photos.approve')}
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={decide.isPending}
        onClick={() => decide.mutate('rejected')}
      >
        {say('photos.refuse')}
      </button>
      {decide.error ? (
        <span role="alert" className="text-sm text-red-700">
          {errorText(decide.error)}
        </span>
      ) : null}
    </div>
  );
}

export function TravelPhotosPage() {
  const { say, language } = useWords();
  const date = useDate();
  const statusId = useId();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const columns: ColumnDef<StaffTravelPhoto, unknown>[] = [
    {
      id: 'photo',
      header: say('photos.columns.photo'),
      enableSorting: false,
      cell: ({ row }) => (
        <a href={`${PHOTOS}/${row.original.id}/photo`} target="_blank" rel="noreferrer">
          <img
            src={`${PHOTOS}/${row.original.id}/photo`}
            alt={row.original.caption ?? say('photos.noCaption')}
            loading="lazy"
            className="h-24 w-32 rounded object-cover"
          />
        </a>
      ),
    },
    {
      id: 'caption',
      header: say('photos.columns.caption'),
      enableSorting: false,
      cell: ({ row }) => row.original.caption ?? <span className="text-slate-500">{say('photos.noCaption')}</span>,
    },
    {
      id: 'contest',
      header: say('photos.columns.contest'),
      enableSorting: false,
      cell: ({ row }) =>
        (language === 'fr' ? row.original.contest_title_fr : row.original.contest_title_en) ??
        say('photos.contestNumber', { id: row.original.contest_id }),
    },
    {
      id: 'created_at',
      header: say('photos.columns.sent'),
      enableSorting: false,
      cell: ({ row }) => date(row.original.created_at),
    },
    {
      id: 'status',
      header: say('columns.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <Badge
          tone={row.original.status === 'approved' ? 'green' : row.original.status === 'pending' ? 'amber' : 'grey'}
        >
          {say(`photos.status.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: say('columns.actions'),
      enableSorting: false,
      cell: ({ row }) => <Decide photo={row.original} />,
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{say('photos.title')}</h1>
      <p className="max-w-3xl text-slate-700">{say('photos.intro')}</p>
      <label htmlFor={statusId} className="flex max-w-xs flex-col text-sm font-medium">
        {say('photos.show')}
        <select
          id={statusId}
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
          className="mt-1 rounded border border-slate-300 px-2 py-1"
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {say(`photos.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <List
        caption={say('photos.title')}
        queryKey={[...KEY, 'travel-photos']}
        path={API}
        schema={staffTravelPhotoListSchema}
        columns={columns}
        extraQuery={{ status }}
      />
    </section>
  );
}
