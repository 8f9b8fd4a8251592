// The frame of a member or purchase screen and the white panels inside it, written once: the areas
// (account, purchase, activation, billing, the digital card, SPC+) each used to carry a copy. PageShell
// gives the page its <title>, keeps personal pages out of search engines, one h1 with an optional lead,
// and a centred column that reads well from 360 px up; Panel is a bordered white box, named by its
// heading when it has one. PageHeading is the catalogue pages' h1 and lead.
import type { ReactNode, Ref } from 'react';

const WIDTHS = {
  md: 'max-w-md',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
} as const;

const GAPS = { 4: 'gap-4', 5: 'gap-5', 6: 'gap-6' } as const;

export interface PageShellProps {
  /** The whole <title>: the caller applies its area's pattern ("Profile | SPC"). */
  documentTitle: string;
  heading: ReactNode;
  lead?: ReactNode;
  /** The element around the lead: a paragraph for a sentence, a div (default) for richer content. */
  leadAs?: 'div' | 'p';
  /** Public pages (the in-store guide, the QR landing) may be indexed; personal pages may not. */
  indexable?: boolean;
  /** The column's maximum width. */
  width?: keyof typeof WIDTHS;
  /** Space between the header and each block of the page. */
  gap?: keyof typeof GAPS;
  /** A focusable heading (tabIndex -1), so a step change can move the focus to it. */
  focusableHeading?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

export function PageShell({
  documentTitle,
  heading,
  lead,
  leadAs: Lead = 'div',
  indexable = false,
  width = '2xl',
  gap = 6,
  focusableHeading = false,
  headingRef,
  children,
}: PageShellProps) {
  return (
    <section className={`mx-auto flex w-full flex-col ${GAPS[gap]} ${WIDTHS[width]}`}>
      <title>{documentTitle}</title>
      {indexable ? null : <meta name="robots" content="noindex" />}
      <header className="flex flex-col gap-2">
        <h1
          ref={headingRef}
          {...(focusableHeading ? { tabIndex: -1 } : {})}
          className={`text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl${focusableHeading ? ' outline-none' : ''}`}
        >
          {heading}
        </h1>
        {lead ? <Lead className="text-slate-700">{lead}</Lead> : null}
      </header>
      {children}
    </section>
  );
}

/**
 * The heading block of a public list page (the catalogue's): one h1 and, when there is one, a line under
 * it (a lead, the dates of a weekly deal, a count).
 */
export function PageHeading({ heading, lead }: { heading: ReactNode; lead?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      {lead ? <p className="text-slate-600">{lead}</p> : null}
    </div>
  );
}

export interface PanelProps {
  /** The id of the panel's heading, which names it as a region. */
  labelledBy?: string | undefined;
  /**
   * `section` (a region once named) or `div` (given the region role when named): both kept, so each
   * panel renders the element it always has.
   */
  as?: 'div' | 'section';
  gap?: keyof typeof GAPS;
  children: ReactNode;
}

/** A white panel; named by its heading when it has one. */
export function Panel({ labelledBy, as = 'div', gap = 4, children }: PanelProps) {
  const className = `flex flex-col ${GAPS[gap]} rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6`;
  if (as === 'section') {
    return (
      <section {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})} className={className}>
        {children}
      </section>
    );
  }
  return (
    <div {...(labelledBy ? { role: 'region', 'aria-labelledby': labelledBy } : {})} className={className}>
      {children}
    </div>
  );
}
