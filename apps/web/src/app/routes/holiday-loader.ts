// /{id}: the holiday event catch-all of spec §2. A single-segment path is a holiday event page only when
// it names an event running now (careers /holiday/active); anything else is the 404 page, with its status.
// The loader is in the first page's bundle, so it answers (a 404 above all) without the page's module,
// which is lazy (router.tsx). The server renders these paths like every catch-all (entry-server.tsx): an
// event page comes with its offers and a 200, any other single segment with the 404 page and a 404.
import type { ActiveHolidayEventsResponse } from '@spc/domain/holiday';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getActiveHolidayEventsQueryOptions } from '../../features/holiday/api/get-active-holiday-events.ts';
import { ApiError } from '../../lib/api-client.ts';
import { queryClientContext } from '../../lib/query-client.ts';

export function findHolidayEvent(events: ActiveHolidayEventsResponse, urlName: string | undefined) {
  return events.holiday_events.find((event) => event.url_name === urlName);
}

function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer a status
  throw data(null, { status: 404, statusText: 'Not found' });
}

export async function holidayLoader({ params, context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  let events: ActiveHolidayEventsResponse;
  try {
    events = await queryClient.ensureQueryData(getActiveHolidayEventsQueryOptions());
  } catch (error) {
    // An API without the call has no events. Any other failure says nothing about this path: the page
    // shows the error state and its retry (the query keeps the error).
    if (error instanceof ApiError && error.status === 404) notFound();
    return null;
  }
  if (!findHolidayEvent(events, params.id)) notFound();
  return null;
}
