// Everything a public page puts in <head>: title, description, canonical URL, the en/fr/x-default
// alternates of the current address and language, and its JSON-LD. All of it is rendered by React
// (React 19 hoists <title>, <meta> and <link> into <head>; the server entry moves them there too), so
// React adopts the server's tags on hydration and replaces or removes them on every navigation and
// language change: one set, always the current page's.
import { useLocation } from 'react-router';
import { useLanguage } from '../i18n.ts';
import { pageUrls } from './page-urls.ts';
import { useSiteOrigin } from './site-origin.tsx';
import { scriptJson } from './structured-data.ts';

export interface HeadTagsProps {
  title: string;
  description: string;
  /** schema.org data of the page, written as JSON-LD where the page renders (crawlers read it anywhere). */
  structuredData?: object | undefined;
}

export function HeadTags({ title, description, structuredData }: HeadTagsProps) {
  const { pathname, search } = useLocation();
  const { language } = useLanguage();
  const urls = pageUrls(useSiteOrigin(), pathname, search, language);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={urls.canonical} />
      <link rel="alternate" hrefLang="en" href={urls.en} />
      <link rel="alternate" hrefLang="fr" href={urls.fr} />
      <link rel="alternate" hrefLang="x-default" href={urls.xDefault} />
      {structuredData ? (
        // A data block, not a script: never executed, so the CSP does not apply and it needs no nonce.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }} />
      ) : null}
    </>
  );
}
