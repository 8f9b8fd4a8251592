// Markdown to safe HTML (issue 17 item 1; docs/decisions/020-content-model.md): the content model's
// bodies are Markdown in the database, rendered here once with `marked` and sanitised with
// `sanitize-html` before any browser sees them. Whatever a body holds — raw HTML, a <script>, an event
// handler, a javascript: link — only the listed tags and attributes come out. The page's own <h1> is
// its title, so a body's headings start at <h2>. Links keep their address and get rel="noopener";
// one leaving the site also opens in a new tab and sends no referrer.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** An absolute http(s) address, or one starting with `//`: another site (ours are written as paths). */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href.trim());

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with everything inside them (not just their tags).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = isExternal(href);
      return {
        tagName,
        attribs: {
          ...(attribs.href !== undefined && { href }),
          ...(attribs.title !== undefined && { title: attribs.title }),
          rel: external ? 'noopener noreferrer' : 'noopener',
          ...(external && { target: '_blank' }),
        },
      };
    },
  },
};

/** The safe HTML of a Markdown text (an empty text gives an empty string). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}
