// The header and footer menu (spec §2 "Header", "Footer"; /api/users/website-menu), in English and
// Canadian French. Routes are the spec's; the fundraising page is an external link.
import type { websiteMenuEntries } from '../schema/site.ts';

export type MenuEntryRow = typeof websiteMenuEntries.$inferInsert;

type Entry = Pick<MenuEntryRow, 'textEn' | 'textFr'> & { route?: string; link?: string; forceLink?: boolean };

export const FUNDRAISING_URL = 'https://fundraising.spccard.example/';

const HEADER: readonly Entry[] = [
  { textEn: 'Discounts', textFr: 'Rabais', route: '/deals' },
  { textEn: 'SPC+', textFr: 'SPC+', route: '/cibc' },
  { textEn: 'Blog', textFr: 'Blogue', route: '/blogs' },
  { textEn: 'Tim Hortons', textFr: 'Tim Hortons', route: '/timhortons' },
];

const FOOTER: readonly (readonly Entry[])[] = [
  [
    { textEn: 'About', textFr: 'À propos', route: '/about' },
    { textEn: 'Why SPC', textFr: 'Pourquoi SPC', route: '/why-spc' },
    { textEn: 'Careers', textFr: 'Carrières', route: '/careers' },
    { textEn: 'Blog', textFr: 'Blogue', route: '/blogs' },
  ],
  [
    { textEn: 'Brands', textFr: 'Marques', route: '/brands' },
    { textEn: 'SPC+', textFr: 'SPC+', route: '/cibc' },
    { textEn: 'Free samples', textFr: 'Échantillons gratuits', route: '/freesamples' },
    { textEn: 'Fundraising', textFr: 'Collecte de fonds', link: FUNDRAISING_URL, forceLink: true },
  ],
  [
    { textEn: 'FAQ & help', textFr: 'FAQ et aide', route: '/faq-help' },
    { textEn: 'Contact us', textFr: 'Nous joindre', route: '/contact' },
    { textEn: 'Terms of use', textFr: "Conditions d'utilisation", route: '/terms' },
    { textEn: 'Privacy policy', textFr: 'Politique de confidentialité', route: '/privacy' },
  ],
];

const row = (entry: Entry, area: 'header' | 'footer', column: number | null, position: number): MenuEntryRow => ({
  area,
  column,
  position,
  textEn: entry.textEn,
  textFr: entry.textFr,
  route: entry.route ?? null,
  link: entry.link ?? null,
  forceLink: entry.forceLink ?? false,
});

export function buildMenuEntries(): MenuEntryRow[] {
  return [
    ...HEADER.map((entry, index) => row(entry, 'header', null, index + 1)),
    ...FOOTER.flatMap((entries, column) => entries.map((entry, index) => row(entry, 'footer', column + 1, index + 1))),
  ];
}
