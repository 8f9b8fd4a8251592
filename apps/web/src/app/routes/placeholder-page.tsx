// The static pages of spec §2 that later issues fill, as one table and one component: each shows its
// translated title and a "coming soon" note, so every link of the header and footer leads somewhere.
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';

/** Route path → title key in the `pages` catalogue. */
export const PLACEHOLDER_PAGES = [
  { path: 'about', page: 'about' },
  { path: 'why-spc', page: 'whySpc' },
  { path: 'faq-help', page: 'faq' },
  { path: 'freesamples', page: 'freeSamples' },
  { path: 'contact', page: 'contact' },
  { path: 'terms', page: 'terms' },
  { path: 'privacy', page: 'privacy' },
  { path: 'careers', page: 'careers' },
  { path: 'blogs', page: 'blogs' },
  { path: 'blog/:identifier', page: 'blogPost' },
  { path: 'coming-soon', page: 'comingSoon' },
  { path: 'timhortons', page: 'timHortons' },
  { path: 'campus/:id?', page: 'campus' },
  { path: 'campustour-2024', page: 'campusTour' },
  { path: 'levis-info2024', page: 'levisInfo' },
  { path: 'landingcontest/:url', page: 'landingContest' },
] as const;

export type PlaceholderPage = (typeof PLACEHOLDER_PAGES)[number]['page'];

export function PlaceholderPageRoute({ page }: { page: PlaceholderPage }) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${page}`);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <title>{t('pageTitle', { title })}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-slate-600">{t('comingSoon')}</p>
      <Link to={paths.deals()} className={buttonClasses({ variant: 'primary' })}>
        {t('browse')}
      </Link>
    </section>
  );
}

export const placeholderRoutes: RouteObject[] = PLACEHOLDER_PAGES.map(({ path, page }) => ({
  path,
  element: <PlaceholderPageRoute page={page} />,
}));
