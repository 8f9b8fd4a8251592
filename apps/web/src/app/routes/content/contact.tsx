// /contact (and its aliases, redirects.ts): the contact page's text from the content model, then the
// contact form (a support request: stored, e-mailed to the support inbox, acknowledged to the sender).
import { ContactForm } from '../../../features/content/components/contact-form.tsx';
import { ContentPageScreen, contentPageLoader } from './content-page.tsx';
import type { ContentRouteModule } from './load.ts';

export function route(): ContentRouteModule {
  return {
    loader: (args) => contentPageLoader(args, 'pages', 'contact'),
    Component: () => (
      <ContentPageScreen source="pages" slug="contact">
        <ContactForm />
      </ContentPageScreen>
    ),
  };
}
