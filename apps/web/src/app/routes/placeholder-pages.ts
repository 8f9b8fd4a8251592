// The static pages of spec §2 that later issues fill (placeholder-page.tsx routes them).

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
