// /timhortons (spec §2 header link; issue 19 item 2): the Tim Hortons page from the content model, with
// the rewards-linking block under it (sign in, link or unlink, the account-linking gate).
import { TimHortonsLinking } from '../../../features/rewards-linking/components/tim-hortons-linking.tsx';
import { ContentPageScreen, contentPageLoader } from './content-page.tsx';
import type { ContentRouteModule } from './load.ts';

export function route(slug: string): ContentRouteModule {
  return {
    loader: (args) => contentPageLoader(args, 'pages', slug),
    Component: () => (
      <ContentPageScreen source="pages" slug={slug}>
        <TimHortonsLinking />
      </ContentPageScreen>
    ),
  };
}
