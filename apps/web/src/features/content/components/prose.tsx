// The one place the web app writes HTML it did not build: a content body (a page, a FAQ answer, a blog
// post, a legal text, a job description) that the server rendered from Markdown and sanitised (no
// script, no event handler, links rel=noopener; issue 17 item 1). Styled for reading: a measure of about
// 70 characters, generous line height, spaced headings, lists and quotes, underlined links.
import type { HTMLAttributes } from 'react';

const PROSE_CLASSES = [
  'max-w-prose text-base leading-7 text-slate-800 break-words',
  '[&>*+*]:mt-4',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li+li]:mt-1.5',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2 [&_th]:text-left',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1',
].join(' ');

export interface ProseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Sanitised HTML from the server (a `*_html` field). */
  html: string;
}

export function Prose({ html, className, ...props }: ProseProps) {
  return (
    <div
      {...props}
      className={className ? `${PROSE_CLASSES} ${className}` : PROSE_CLASSES}
      // Sanitised by the server (marked + sanitize-html): the content API's contract (docs/api-content.md).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
