// /rktcki, the affiliate landing of spec §2: with both ranMID and ranSiteID the affiliate cookie is
// set for 30 days; without them nothing is stored. Either way the visitor goes home, campaign
// parameters kept. (Set in the browser: the server route would belong to the API.) The cookie is
// optional marketing storage (issue 21): without consent it is not set (`captureAffiliate` asks), and
// before any decision the marker waits in memory for the banner's answer. The writer is a lazy module,
// so the first page's JavaScript does not carry it.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../lib/paths.ts';

const AFFILIATE_PARAMS = ['ranMID', 'ranSiteID', 'ranEAID', 'ranURL'];

export async function rktckiLoader({ request }: LoaderFunctionArgs) {
  const searchParams = new URL(request.url).searchParams;
  const { captureAffiliate } = await import('../../lib/tracking-capture.ts');
  captureAffiliate(searchParams);
  const rest = new URLSearchParams(searchParams);
  for (const param of AFFILIATE_PARAMS) rest.delete(param);
  const search = rest.toString();
  return redirect(search ? `${paths.home()}?${search}` : paths.home());
}
