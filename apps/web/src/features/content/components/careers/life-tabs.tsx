// Spec §2 "Careers": the toggle between "Benefits and perks" (the perk items) and "Values and principles"
// (the value and principle items), as tabs: one tab stop, the arrow keys, Home and End move between them.
import type { CarouselItem } from '@spc/domain/content';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from '../../../../components/ui/picture.tsx';
import { useLanguage } from '../../../../lib/i18n.ts';
import { localized } from '../../localized.ts';

const TABS = ['perks', 'values'] as const;
type Tab = (typeof TABS)[number];

function ItemGrid({ items, level }: { items: readonly CarouselItem[]; level: 'h3' | 'h4' }) {
  const { language } = useLanguage();
  const Heading = level;
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          {item.image ? (
            <Picture image={item.image} sizes="64px" decorative className="size-12 rounded-xl object-cover" />
          ) : null}
          <Heading className="font-bold text-slate-900">{localized(item, 'text', language)}</Heading>
          {localized(item, 'subtext', language) ? (
            <p className="text-sm font-medium text-brand-700">{localized(item, 'subtext', language)}</p>
          ) : null}
          <p className="text-sm text-slate-700">{localized(item, 'description', language)}</p>
        </li>
      ))}
    </ul>
  );
}

export function LifeTabs({
  perks,
  values,
  principles,
}: {
  perks: readonly CarouselItem[];
  values: readonly CarouselItem[];
  principles: readonly CarouselItem[];
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const [selected, setSelected] = useState<Tab>('perks');
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (tab: Tab) => {
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[(target + TABS.length) % TABS.length] ?? 'perks');
  };

  const label = { perks: t('careers.life.perks'), values: t('careers.life.values') };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
        {t('careers.life.label')}
      </h2>
      <div
        role="tablist"
        aria-labelledby={`${id}-title`}
        className="inline-flex self-start rounded-full border border-slate-300 bg-white p-1"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={selected === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
            onKeyDown={onKeyDown}
            className="min-h-11 rounded-full px-4 text-sm font-semibold text-slate-700 aria-selected:bg-brand-600 aria-selected:text-white"
          >
            {label[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-perks-panel`}
        aria-labelledby={`${id}-perks-tab`}
        hidden={selected !== 'perks'}
        tabIndex={0}
      >
        <ItemGrid items={perks} level="h3" />
      </div>
      <div
        role="tabpanel"
        id={`${id}-values-panel`}
        aria-labelledby={`${id}-values-tab`}
        hidden={selected !== 'values'}
        tabIndex={0}
        className="flex flex-col gap-6"
      >
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-bold text-slate-900">{t('careers.life.valuesHeading')}</h3>
          <ItemGrid items={values} level="h4" />
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-bold text-slate-900">{t('careers.life.principlesHeading')}</h3>
          <ItemGrid items={principles} level="h4" />
        </div>
      </div>
    </section>
  );
}
