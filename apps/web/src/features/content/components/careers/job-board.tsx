// The job board of the careers page (spec §2: "a third-party job board embed"), behind one seam: the
// page renders `JobBoard`, which is our own list of openings (GET /api/careers/openings) by default. A
// hosted board (Workable, Lever, BambooHR…) replaces it by implementing `JobBoardAdapter` (a component
// that loads its script from an allowed origin) and being assigned to `JobBoard`.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n.ts';
import { useOpenings } from '../../api/get-careers.ts';
import { CAREERS_EMAIL } from '../../careers.ts';
import { formatCalendarDate } from '../../dates.ts';
import { localized, localizedHtml } from '../../localized.ts';
import { Prose } from '../prose.tsx';

export type JobBoardAdapter = ComponentType;

/** The embedded default: our open positions, newest first, each with its description and an e-mail to apply. */
export function OpeningsBoard() {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const openings = useOpenings().data?.openings;
  if (!openings) return null;
  if (openings.length === 0) return <p className="text-slate-700">{t('careers.openings.empty')}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {openings.map((opening) => {
        const title = localized(opening, 'title', language);
        return (
          <li
            key={opening.id}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <h3 className="text-lg font-bold text-slate-900">{title}</h3>
            <p className="text-sm text-slate-600">
              {[
                localized(opening, 'team', language),
                localized(opening, 'location', language),
                t(`careers.openings.types.${opening.employment_type}`),
              ].join(' · ')}
            </p>
            <p className="text-sm text-slate-600">
              {t('careers.openings.posted', { date: formatCalendarDate(opening.posted_on, language) })}
            </p>
            <details className="group">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2">
                {t('careers.openings.details')}
              </summary>
              <Prose html={localizedHtml(opening, 'description', language)} className="mt-3" />
            </details>
            <a
              href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(title)}`}
              className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('careers.openings.apply')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export const JobBoard: JobBoardAdapter = OpeningsBoard;
