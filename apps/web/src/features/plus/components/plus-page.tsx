// The frame of the SPC+ and bank pages: the head tags (title, description, canonical and language
// alternates: public pages), one h1 with its lead, a column that reads well from 360 px to 1280 px.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/page-shell.tsx';
import { HeadTags } from '../../../lib/head/head-tags.tsx';

interface PlusPageProps {
  /** The <title>'s page name. */
  title: string;
  description: string;
  heading: string;
  lead: ReactNode;
  children: ReactNode;
}

export function PlusPage({ title, description, heading, lead, children }: PlusPageProps) {
  const { t } = useTranslation('plus');
  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-8" aria-labelledby="plus-page-heading">
      <HeadTags title={t('pageTitle', { title })} description={description} />
      <header className="flex flex-col gap-3 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 p-6 text-white sm:p-10">
        <h1 id="plus-page-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h1>
        <div className="max-w-2xl text-base text-white/90 sm:text-lg">{lead}</div>
      </header>
      {children}
    </article>
  );
}

/** A white panel of a plus page, named by its heading. */
export function PlusPanel({ headingId, children }: { headingId?: string; children: ReactNode }) {
  return (
    <Panel as="section" labelledBy={headingId}>
      {children}
    </Panel>
  );
}
