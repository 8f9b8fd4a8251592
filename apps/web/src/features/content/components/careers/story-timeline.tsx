// "Our story" on the careers page: the timeline items in order, each with its moment (subtext, a year),
// its title and what happened.
import type { CarouselItem } from '@spc/domain/content';
import { useLanguage } from '../../../../lib/i18n.ts';
import { localized } from '../../localized.ts';

export function StoryTimeline({ items }: { items: readonly CarouselItem[] }) {
  const { language } = useLanguage();
  return (
    <ol className="relative flex flex-col gap-6 border-l-2 border-brand-200 pl-6">
      {items.map((item) => (
        <li key={item.id} className="relative flex flex-col gap-1">
          <span aria-hidden="true" className="absolute top-1.5 -left-[31px] size-3 rounded-full bg-brand-600" />
          <p className="text-sm font-semibold text-brand-700">{localized(item, 'subtext', language)}</p>
          <h3 className="font-bold text-slate-900">{localized(item, 'text', language)}</h3>
          <p className="text-slate-700">{localized(item, 'description', language)}</p>
        </li>
      ))}
    </ol>
  );
}
