// /student-verification?token=… (issue 18 item 2), in the content routes' table (one short entry in the
// first page's code): the page the verification e-mail's link opens, after loading the `student`
// catalogue. Opening it changes nothing; the member confirms with the button.
import type { LoaderFunctionArgs } from 'react-router';
import { StudentVerificationPage } from '../../../features/student/components/student-verification-page.tsx';
import { i18nContext } from '../../../lib/query-client.ts';
import type { ContentRouteModule } from '../content/load.ts';

async function studentVerificationLoader({ context }: LoaderFunctionArgs): Promise<null> {
  await context.get(i18nContext)?.loadNamespaces(['student']);
  return null;
}

export function route(): ContentRouteModule {
  return { loader: studentVerificationLoader, Component: StudentVerificationPage };
}
