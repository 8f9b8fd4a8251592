// /sitemap.xml, /sitemap-{n}.xml and /robots.txt (issue 3 item 6): the public pages — home and the
// other listing pages, categories, partners and listed offers — each in English with its French
// alternate, for search engines. One file when everything fits (service.ts), else an index of files.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { DEFAULT_URLS_PER_FILE, getSitemapFile, getSitemapPlan } from './service.ts';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const ONE_HOUR = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

export interface SeoRoutesOptions {
  /** URLs per sitemap file (each page counts twice, English and French); tests lower it. */
  urlsPerFile?: number;
}

export function seoRoutes(config: Config, { urlsPerFile = DEFAULT_URLS_PER_FILE }: SeoRoutesOptions = {}) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const origin = config.publicUrl;

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const plan = await getSitemapPlan(app, urlsPerFile);
      const xml =
        plan.fileLastmods.length === 1
          ? urlsetXml(origin, (await getSitemapFile(app, plan, 0)) ?? [])
          : sitemapIndexXml(origin, plan.fileLastmods);
      return reply.header('cache-control', ONE_HOUR).type(XML).send(xml);
    });

    app.get(
      '/sitemap-:file.xml',
      { schema: { hide: true, params: z.object({ file: z.string() }) } },
      async (request, reply) => {
        // Files are numbered from 1; anything else names no file.
        const number = /^[1-9]\d{0,6}$/.test(request.params.file) ? Number(request.params.file) : 0;
        const plan = await getSitemapPlan(app, urlsPerFile);
        const pages = number > 0 ? await getSitemapFile(app, plan, number - 1) : undefined;
        if (!pages) throw notFound(`No sitemap file ${request.params.file}`);
        return reply.header('cache-control', ONE_HOUR).type(XML).send(urlsetXml(origin, pages));
      },
    );

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      const text = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
        '\n',
      );
      return reply.header('cache-control', ONE_HOUR).type('text/plain; charset=utf-8').send(text);
    });
  };
  return plugin;
}
