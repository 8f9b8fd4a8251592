// The campaigns' words (packages/locales/src/<lang>/campaigns.json) in an i18next instance of their own,
// made when a campaign piece first shows: the modal host loads after hydration in a React root of its
// own, and the home page's first JavaScript must not grow (bench/budget.json), so the app's catalogue
// list (lib/i18n.ts) does not carry this namespace. It follows the page's language.
import { LANGUAGES, type Language } from '@spc/domain/constants';
import i18next, { type i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

const catalogues: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('@spc/locales/en/campaigns.json'),
  fr: () => import('@spc/locales/fr/campaigns.json'),
};

let instance: Promise<I18n> | undefined;

/**
 * The campaigns' i18next instance with `language`'s catalogue loaded: only the reader's language (the
 * French one travels in the French chunk, which an English reader must not download for a modal).
 */
export function campaignI18n(language: Language): Promise<I18n> {
  instance ??= (async () => {
    const created = i18next.createInstance();
    // Not `.use(initReactI18next)`: that would make this instance react-i18next's global one, which
    // the app's other roots (the age check's prompt) and anything without a provider read. The
    // provider below hands it to the campaigns' tree alone.
    await created.init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      ns: ['campaigns'],
      defaultNS: 'campaigns',
      resources: {},
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
    return created;
  })();
  return instance.then(async (ready) => {
    if (!ready.hasResourceBundle(language, 'campaigns')) {
      ready.addResourceBundle(language, 'campaigns', (await catalogues[language]()).default);
    }
    if (ready.language !== language) await ready.changeLanguage(language);
    return ready;
  });
}

export const pageLanguage = (): Language =>
  typeof document !== 'undefined' && document.documentElement.lang.toLowerCase().startsWith('fr') ? 'fr' : 'en';

/** Renders `children` with the campaigns' words in `language` once they are loaded (nothing before). */
export function CampaignI18n({ language, children }: { language: Language; children: ReactNode }) {
  const [ready, setReady] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    void campaignI18n(language).then((loaded) => {
      if (live) setReady(loaded);
    });
    return () => {
      live = false;
    };
  }, [language]);
  if (!ready) return null;
  return (
    <I18nextProvider i18n={ready} key={language}>
      {children}
    </I18nextProvider>
  );
}
