// The sitemap protocol's two documents (sitemaps.org 0.9): a urlset, where each page is listed in
// English and in French and every entry names both through xhtml:link alternates (and x-default, the
// English page, as the pages' own <head> does), and the index of several urlset files.
import type { SitemapPage } from './service.ts';

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** W3C datetime, to the second. */
const w3cDate = (epochMs: number) => new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');

const lastmodTag = (epochMs: number | undefined) =>
  epochMs === undefined ? '' : `<lastmod>${w3cDate(epochMs)}</lastmod>`;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The French address of a page: the /fr prefix the web app understands. */
export const frenchPath = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);

export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.map(({ path, lastmod }) => {
    const en = escapeXml(`${origin}${path}`);
    const fr = escapeXml(`${origin}${frenchPath(path)}`);
    const tail =
      lastmodTag(lastmod) +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="fr" href="${fr}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    return `<url><loc>${en}</loc>${tail}</url>\n<url><loc>${fr}</loc>${tail}</url>\n`;
  });
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

/** The index of files 1…N at `{origin}/sitemap-{n}.xml`, each with its newest lastmod. */
export function sitemapIndexXml(origin: string, fileLastmods: readonly (number | undefined)[]): string {
  const entries = fileLastmods.map(
    (lastmod, index) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc>${lastmodTag(lastmod)}</sitemap>\n`,
  );
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</sitemapindex>\n'
  );
}
