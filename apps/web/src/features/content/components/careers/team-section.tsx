// The team (spec §2 "Careers"): up to TEAM_MEMBERS_SHOWN members drawn at random. The server and the
// hydrating browser both render the first ones (so hydration matches); the draw happens once the page
// is live. Each member's description lies over their photo on hover or keyboard focus, and a tap (or
// Enter) on the card keeps it shown, for touch screens.
import type { CarouselItem } from '@spc/domain/content';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from '../../../../components/ui/picture.tsx';
import { useLanguage } from '../../../../lib/i18n.ts';
import { TEAM_MEMBERS_SHOWN } from '../../careers.ts';
import { localized } from '../../localized.ts';
import { pickRandom, seededRandom } from '../../pick-random.ts';

function TeamMember({ member }: { member: CarouselItem }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const name = localized(member, 'text', language);
  return (
    <li className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {member.image ? (
        <Picture
          image={member.image}
          sizes="(min-width: 769px) 320px, (min-width: 501px) 50vw, 100vw"
          decorative
          className="aspect-square h-auto w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-square w-full bg-gradient-to-br from-brand-100 to-brand-300" />
      )}
      <div className="flex flex-col p-4">
        <h3 className="font-bold text-slate-900">{name}</h3>
        <p className="text-sm text-slate-600">{localized(member, 'subtext', language)}</p>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={descriptionId}
        onClick={() => setOpen((shown) => !shown)}
        className="absolute inset-0 cursor-pointer rounded-2xl focus-visible:outline-offset-[-3px]"
      >
        <span className="sr-only">{t('careers.team.more', { name })}</span>
      </button>
      <p
        id={descriptionId}
        className={`pointer-events-none absolute inset-x-0 bottom-0 bg-brand-900/90 p-4 text-sm text-white transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 ${
          open ? 'opacity-100' : 'opacity-0'
        }`}
      >
        {localized(member, 'description', language)}
      </p>
    </li>
  );
}

// The draw's seed: none on the server (and while hydrating), one per visit of the page in the browser.
let visitSeed: number | undefined;
const noSubscription = () => () => undefined;
const browserSeed = () => (visitSeed ??= Math.random());
const serverSeed = () => null;

export function TeamSection({ members }: { members: readonly CarouselItem[] }) {
  const { t } = useTranslation('content');
  const seed = useSyncExternalStore(noSubscription, browserSeed, serverSeed);
  // The next visit of the page draws again.
  useEffect(
    () => () => {
      visitSeed = undefined;
    },
    [],
  );
  const shown = useMemo(
    () =>
      seed === null
        ? members.slice(0, TEAM_MEMBERS_SHOWN)
        : pickRandom(members, TEAM_MEMBERS_SHOWN, seededRandom(seed)),
    [members, seed],
  );
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="careers-team" className="flex flex-col gap-4">
      <h2 id="careers-team" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('careers.team.title')}
      </h2>
      <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
        {shown.map((member) => (
          <TeamMember key={member.id} member={member} />
        ))}
      </ul>
    </section>
  );
}
