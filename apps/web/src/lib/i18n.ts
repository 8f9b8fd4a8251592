// i18next set-up (house rule 6, after excalidraw): English is the source language and is bundled; its
// catalogues type every key. French is lazy-loaded: a chunk of its own that English readers never
// download, fetched before the first render when French is the start-up language, and before the
// switch when the reader picks it, so nobody sees the page flash in the wrong language.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@spc/domain/constants';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import enAccount from '../locales/en/account.json';
import enActivation from '../locales/en/activation.json';
import enAuth from '../locales/en/auth.json';
import enBilling from '../locales/en/billing.json';
import enCard from '../locales/en/card.json';
import enCommon from '../locales/en/common.json';
import enDeals from '../locales/en/deals.json';
import enNav from '../locales/en/nav.json';
import enOffers from '../locales/en/offers.json';
import enPages from '../locales/en/pages.json';
import enPlus from '../locales/en/plus.json';
import enPurchase from '../locales/en/purchase.json';
import enRedeem from '../locales/en/redeem.json';
import enSaved from '../locales/en/saved.json';
import enSearch from '../locales/en/search.json';
import { readStoredLanguage, storeLanguage } from './storage.ts';

export const NAMESPACES = [
  'common',
  'deals',
  'nav',
  'pages',
  'offers',
  'search',
  'auth',
  'account',
  'purchase',
  'billing',
  'activation',
  'plus',
  'card',
  'saved',
  'redeem',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export const englishResources = {
  common: enCommon,
  deals: enDeals,
  nav: enNav,
  pages: enPages,
  offers: enOffers,
  search: enSearch,
  auth: enAuth,
  account: enAccount,
  purchase: enPurchase,
  billing: enBilling,
  activation: enActivation,
  plus: enPlus,
  card: enCard,
  saved: enSaved,
  redeem: enRedeem,
} satisfies Record<Namespace, unknown>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: typeof englishResources;
  }
}

// One lazy chunk per French namespace; Vite resolves the glob at build time.
const otherCatalogues = import.meta.glob<Record<string, unknown>>('../locales/fr/*.json', { import: 'default' });

const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = otherCatalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language at start-up (spec §4 "Language", logged-out part): the stored choice, else the
 * browser's language when it is French, else English. Called at start-up, never at import time.
 */
export function detectInitialLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browserLanguage = typeof navigator === 'undefined' ? '' : navigator.language;
  return browserLanguage.toLowerCase().startsWith('fr') ? 'fr' : DEFAULT_LANGUAGE;
}

/** Catalogues of the other languages handed over up front (the server imports them eagerly). */
export type PreloadedCatalogues = Partial<Record<Language, Record<string, Record<string, unknown>>>>;

/**
 * A ready i18next instance: its namespaces for `language` are loaded when the promise settles. The
 * server passes `preloaded` (every catalogue, imported eagerly), so nothing is fetched per request.
 */
export async function createI18n(language: Language, preloaded: PreloadedCatalogues = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      load: 'languageOnly',
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      resources: { ...preloaded, en: englishResources },
      // English comes bundled; the backend supplies the rest.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes already.
      returnEmptyString: false,
      // Keys are typed, so a miss means a catalogue and the code disagree: stop in development and
      // tests; in production the key is shown rather than breaking the page.
      ...(import.meta.env.DEV && {
        parseMissingKeyHandler(key: string) {
          throw new Error(`Missing translation key: ${key}`);
        },
      }),
    });
  return instance;
}

/** The current interface language and the way to change it (remembered on this device). */
export function useLanguage(): { language: Language; changeLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return {
    language: isLanguage(current) ? current : DEFAULT_LANGUAGE,
    changeLanguage: async (language) => {
      storeLanguage(language);
      await i18n.changeLanguage(language);
    },
  };
}
