// /{id}: the holiday event catch-all of spec §2. A single-segment path is a holiday page only when it
// names an active holiday event; anything else is the 404 page. The active events come from careers
// /holiday/active in a later issue; until then the list is empty.
import { data, type LoaderFunctionArgs } from 'react-router';
import { PlaceholderPageRoute } from './placeholder-page.tsx';

export const HOLIDAY_SLUGS: readonly string[] = [];

export function holidayLoader({ params }: LoaderFunctionArgs): null {
  if (!HOLIDAY_SLUGS.includes(params.id ?? '')) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
    throw data(null, { status: 404, statusText: 'Not found' });
  }
  return null;
}

export function HolidayRoute() {
  return <PlaceholderPageRoute page="comingSoon" />;
}
