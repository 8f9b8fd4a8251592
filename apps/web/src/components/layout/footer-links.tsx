// The footer's app badges and social links (spec §2 "Footer"), drawn inline: no image requests, and
// names that screen readers can read.
import { useTranslation } from 'react-i18next';
import { APP_STORE_URL, PLAY_STORE_URL, SOCIAL_LINKS } from '../../lib/paths.ts';

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.4-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 2.5l10.5 9.5L4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1z" fill="#34d399" />
      <path d="M14.5 12L4 2.5 17.6 10z" fill="#60a5fa" />
      <path d="M14.5 12L4 21.5 17.6 14z" fill="#f87171" />
      <path d="M17.6 10l3.2 1.8c.6.4.6 1.1 0 1.5L17.6 14l-3.1-2z" fill="#fbbf24" />
    </svg>
  );
}

const badgeClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-500 bg-black px-3 py-2 text-sm font-semibold text-white hover:border-white';

export function AppBadges() {
  const { t } = useTranslation('nav');
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-white">{t('footer.getTheApp')}</h2>
      <ul className="flex flex-wrap gap-3">
        <li>
          <a href={APP_STORE_URL} target="_blank" rel="noopener" className={badgeClass}>
            <AppleGlyph />
            {t('footer.appStore')}
            <span className="sr-only"> {t('footer.newTab')}</span>
          </a>
        </li>
        <li>
          <a href={PLAY_STORE_URL} target="_blank" rel="noopener" className={badgeClass}>
            <PlayGlyph />
            {t('footer.googlePlay')}
            <span className="sr-only"> {t('footer.newTab')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}

const SOCIAL_ICONS: Record<keyof typeof SOCIAL_LINKS, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
  instagram:
    'M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zm6-7.9a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0zM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1.1-.1-1.4-.1-4.1s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1 1.1-.1 1.4-.1 4.1-.1z',
  tiktok:
    'M16.6 5.8A4.3 4.3 0 0115.5 3h-3.1v12.4a2.6 2.6 0 11-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.8 5.8 0 105 5.7V9.1a7.4 7.4 0 004.3 1.4V7.4a4.3 4.3 0 01-3.3-1.6z',
};

export function SocialLinks() {
  const { t } = useTranslation('nav');
  const names = { facebook: t('footer.facebook'), instagram: t('footer.instagram'), tiktok: t('footer.tiktok') };
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold text-white">{t('footer.follow')}</h2>
      <ul className="flex gap-2">
        {(Object.keys(SOCIAL_LINKS) as (keyof typeof SOCIAL_LINKS)[]).map((network) => (
          <li key={network}>
            <a
              href={SOCIAL_LINKS[network]}
              target="_blank"
              rel="noopener"
              aria-label={`${names[network]} ${t('footer.newTab')}`}
              className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-brand-600"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
                <path d={SOCIAL_ICONS[network]} />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
