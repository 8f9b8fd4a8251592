// /rktcki, the affiliate landing of spec §2: with both ranMID and ranSiteID the affiliate cookie is
// set for 30 days; without them nothing is stored. Either way the visitor goes home, campaign
// parameters kept. (Set in the browser: the server route would belong to the API.)
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { captureAffiliate } from '../../lib/tracking.ts';

const AFFILIATE_PARAMS = ['ranMID', 'ranSiteID', 'ranEAID', 'ranURL'];

export function rktckiLoader({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  captureAffiliate(searchParams);
  const rest = new URLSearchParams(searchParams);
  for (const param of AFFILIATE_PARAMS) rest.delete(param);
  const search = rest.toString();
  return redirect(search ? `${paths.home()}?${search}` : paths.home());
}
