// Spec §2: "/cibc (Canada only)". The bank is Canadian, so its sub-pages follow: outside Canada each
// is the 404 page (as the Canada-only redirects are, app/redirects.ts).
import { data } from 'react-router';
import { currentCountry } from '../../../lib/country.ts';

export function canadaOnlyLoader(): null {
  if (currentCountry() !== 'ca') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
    throw data(null, { status: 404, statusText: 'Not found' });
  }
  return null;
}
