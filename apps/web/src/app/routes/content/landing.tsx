// /landingcontest/{url}: a contest landing page from the content model (GET /api/content/landing/{url}).
import { useParams } from 'react-router';
import { ContentPageScreen, contentPageLoader } from './content-page.tsx';
import type { ContentRouteModule } from './load.ts';

function LandingRoute() {
  const { url = '' } = useParams();
  return <ContentPageScreen source="landing" slug={url} />;
}

export function route(): ContentRouteModule {
  return {
    loader: (args) => contentPageLoader(args, 'landing', args.params.url ?? ''),
    Component: LandingRoute,
  };
}
