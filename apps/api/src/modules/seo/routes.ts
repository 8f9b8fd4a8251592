// /sitemap.xml and /robots.txt (issue 3 item 6): the public pages — home, deals, categories, partners
// and offers — each in English with its French alternate (the /fr prefix), for search engines.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { findSitemapKeys } from './repository.ts';

/** A sitemap file holds at most 50,000 URLs; each page is listed in two languages. */
const MAX_OFFERS = 20_000;
const ONE_HOUR = 'public, max-age=3600';

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const segment = (value: string | number) => encodeURIComponent(String(value));

function urlEntries(origin: string, pathname: string): string {
  const en = `${origin}${pathname}`;
  const fr = `${origin}${pathname === '/' ? '/fr' : `/fr${pathname}`}`;
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="fr" href="${escapeXml(fr)}"/>`;
  return [en, fr].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`).join('\n');
}

export function seoRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const { offerRows, categoryRows, partnerUrlNames } = await findSitemapKeys(app.db, new Date(), MAX_OFFERS);
      const pathnames = [
        '/',
        '/deals',
        ...categoryRows.map((row) => `/deals/category/${segment(row.urlName)}`),
        ...partnerUrlNames.map((name) => `/deals/${segment(name)}`),
        ...offerRows.map((row) => `/deals/${segment(row.partnerUrlName)}/offer/${segment(row.offerId)}`),
      ];
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        pathnames.map((pathname) => urlEntries(config.publicUrl, pathname)).join('\n') +
        '\n</urlset>\n';
      return reply.header('cache-control', ONE_HOUR).type('application/xml; charset=utf-8').send(xml);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      const text = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        '',
        `Sitemap: ${config.publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.header('cache-control', ONE_HOUR).type('text/plain; charset=utf-8').send(text);
    });
  };
}
