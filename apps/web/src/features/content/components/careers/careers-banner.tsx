// The careers banner (spec §2 "Careers"): the hero item's headline, its eyebrow, the who-we-are text and
// the action that takes one to the open positions.
import type { CarouselItem } from '@spc/domain/content';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Picture } from '../../../../components/ui/picture.tsx';
import { useLanguage } from '../../../../lib/i18n.ts';
import { localized } from '../../localized.ts';

export function CareersBanner({ hero, onSeeOpenings }: { hero: CarouselItem | undefined; onSeeOpenings: () => void }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  return (
    <div className="grid overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 text-white desktop:grid-cols-2">
      <div className="flex flex-col gap-4 p-6 sm:p-10">
        {hero && localized(hero, 'subtext', language) ? (
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
            {localized(hero, 'subtext', language)}
          </p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {hero ? localized(hero, 'text', language) : t('careers.title')}
        </h1>
        {hero && localized(hero, 'description', language) ? (
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">{t('careers.whoWeAre')}</h2>
            <p className="text-brand-50">{localized(hero, 'description', language)}</p>
          </div>
        ) : null}
        <Button variant="inverse" size="lg" className="self-start" onClick={onSeeOpenings}>
          {t('careers.seeOpenings')}
        </Button>
      </div>
      {hero?.image ? (
        <Picture
          image={hero.image}
          sizes="(min-width: 769px) 50vw, 100vw"
          priority
          decorative
          className="h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}
