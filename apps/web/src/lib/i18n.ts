// i18next set-up (house rule 6, after excalidraw): English is the source language; its catalogues type
// every key. The public shell's English catalogues are bundled; the member areas' (account, purchase…)
// are a lazy chunk, and those of the features only some pages show (saved, redeem, sign-in, search) a
// chunk each, each loaded before a route of theirs renders (or a lazy modal of theirs, by Suspense). French is lazy-loaded: a chunk of its own
// that English readers never download, fetched before the first render when French is the start-up
// language, and before the switch when the reader picks it, so nobody sees the page flash in the
// wrong language (i18next loads every namespace in use for the new language before switching).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@spc/domain/constants';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import enCommon from '@spc/locales/en/common.json';
import enDeals from '@spc/locales/en/deals.json';
import enNav from '@spc/locales/en/nav.json';
import enOffers from '@spc/locales/en/offers.json';
// The member and the features' catalogues are loaded on demand, English too: only their types are
// imported here.
import type enAccount from '@spc/locales/en/account.json';
import type enActivation from '@spc/locales/en/activation.json';
import type enAuth from '@spc/locales/en/auth.json';
import type enBilling from '@spc/locales/en/billing.json';
import type enCard from '@spc/locales/en/card.json';
import type enCataloguePages from '@spc/locales/en/catalogue-pages.json';
import type enContent from '@spc/locales/en/content.json';
import type enPlus from '@spc/locales/en/plus.json';
import type enPurchase from '@spc/locales/en/purchase.json';
import type enRedeem from '@spc/locales/en/redeem.json';
import type enSaved from '@spc/locales/en/saved.json';
import type enSearch from '@spc/locales/en/search.json';
import type enRewards from '@spc/locales/en/rewards.json';
import type enConsent from '@spc/locales/en/consent.json';
import type enStudent from '@spc/locales/en/student.json';
// Typed here, loaded by its feature in an i18next instance of its own (features/campaign-modals/campaign-i18n.tsx).
import type enCampaigns from '@spc/locales/en/campaigns.json';
// The staff console's, loaded by the console alone (features/admin/i18n.ts).
import type enAdmin from '@spc/locales/en/admin.json';
import type enAdminCatalogue from '@spc/locales/en/admin-catalogue.json';
import type enAdminContent from '@spc/locales/en/admin-content.json';
import type enAdminCampaigns from '@spc/locales/en/admin-campaigns.json';
import type enAdminSupport from '@spc/locales/en/admin-support.json';
import type enAdminAnalytics from '@spc/locales/en/admin-analytics.json';
import type enAdminStaff from '@spc/locales/en/admin-staff.json';
import type enAdminAudit from '@spc/locales/en/admin-audit.json';
import type enAdminMedia from '@spc/locales/en/admin-media.json';
import type enAdminTaxonomy from '@spc/locales/en/admin-taxonomy.json';
import { readStoredLanguage, storeLanguage } from './storage.ts';

/** The public shell's namespaces (header, footer, home, deals, offers): bundled in English. */
export const SHELL_NAMESPACES = ['common', 'deals', 'nav', 'offers'] as const;
/**
 * The member areas' namespaces (account, purchase, billing, activation, SPC+, digital card): loaded on
 * demand in every language, before the routes that use them render (app/member-namespaces.ts) or, for a
 * lazy component elsewhere, by react-i18next's Suspense (`useTranslation('billing')` waits for it).
 */
export const MEMBER_NAMESPACES = ['account', 'purchase', 'billing', 'activation', 'plus', 'card'] as const;
/**
 * The namespaces of features only some pages show: saved (favourites and lists), redeem (codes, links
 * and savings), auth (the sign-in page and modals), search (the search pages), content (the company,
 * help and legal pages), rewards (linking a Tim Hortons rewards account, on /timhortons) and consent
 * (the cookie banner and settings, a lazy module), student (the campus pages and student status),
 * catalogue-pages (an offer's page, an offer no longer available, the brand directory: the home page's
 * JavaScript does not carry them, issue 24). Loaded on demand like the member areas', but each on
 * its own, by the routes that show them (app/member-namespaces.ts `namespacesMiddleware`) or, in a lazy
 * dialog, by react-i18next's Suspense. The offer cards' heart and "Save to list", on every page with
 * offers, speak from `deals` instead.
 */
export const FEATURE_NAMESPACES = [
  'saved',
  'redeem',
  'auth',
  'search',
  'content',
  'rewards',
  'consent',
  'student',
  'catalogue-pages',
] as const;
export const NAMESPACES = [...SHELL_NAMESPACES, ...MEMBER_NAMESPACES, ...FEATURE_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type MemberNamespace = (typeof MEMBER_NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

export const englishResources = {
  common: enCommon,
  deals: enDeals,
  nav: enNav,
  offers: enOffers,
} satisfies Record<(typeof SHELL_NAMESPACES)[number], unknown>;

/** Every English catalogue's type, the bundled ones and the lazy ones: keys are typed from all of them. */
type EnglishCatalogues = typeof englishResources & {
  account: typeof enAccount;
  purchase: typeof enPurchase;
  billing: typeof enBilling;
  activation: typeof enActivation;
  plus: typeof enPlus;
  card: typeof enCard;
  saved: typeof enSaved;
  redeem: typeof enRedeem;
  auth: typeof enAuth;
  search: typeof enSearch;
  content: typeof enContent;
  rewards: typeof enRewards;
  consent: typeof enConsent;
  student: typeof enStudent;
  'catalogue-pages': typeof enCataloguePages;
  campaigns: typeof enCampaigns;
  admin: typeof enAdmin;
  'admin-catalogue': typeof enAdminCatalogue;
  'admin-content': typeof enAdminContent;
  'admin-campaigns': typeof enAdminCampaigns;
  'admin-support': typeof enAdminSupport;
  'admin-analytics': typeof enAdminAnalytics;
  'admin-staff': typeof enAdminStaff;
  'admin-audit': typeof enAdminAudit;
  'admin-media': typeof enAdminMedia;
  'admin-taxonomy': typeof enAdminTaxonomy;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: EnglishCatalogues;
  }
}

// The lazy catalogues: every French one, the English member ones and the English features' ones. Their
// loaders live in two modules of their own (./catalogues-fr.ts, ./catalogues-en.ts) so the first page's
// code holds two dynamic imports instead of a map entry per namespace: a new feature's catalogue costs
// the home page nothing (bench/budget.json). French is one chunk anyway (vite.config.ts groups it).
type CatalogueLoader = (language: string, namespace: string) => Promise<Record<string, unknown>> | undefined;
function loaderFor(language: string): Promise<CatalogueLoader> {
  return language === 'fr'
    ? import('./catalogues-fr.ts').then((module) => module.loadFrenchCatalogue)
    : import('./catalogues-en.ts').then((module) => module.loadEnglishCatalogue);
}

/** Loaders of lazy parts with catalogues of their own (the staff console adds its `admin*` ones). */
const partLoaders: CatalogueLoader[] = [];
export function addCatalogueLoader(loader: CatalogueLoader): void {
  partLoaders.push(loader);
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const part = partLoaders.map((load) => load(language, namespace)).find(Boolean);
    (
      part ??
      loaderFor(language).then(
        (load) => load(language, namespace) ?? Promise.reject(new Error(`No catalogue for ${language}/${namespace}`)),
      )
    ).then(
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

/** Catalogues handed over up front (the server imports every one eagerly). */
export type PreloadedCatalogues = Partial<Record<Language, Record<string, Record<string, unknown>>>>;

export interface I18nOptions {
  /** Catalogues to use instead of loading them (the server's). */
  preloaded?: PreloadedCatalogues;
  /**
   * The namespaces loaded before the promise settles; default every one (the server and tests). The
   * browser asks for the shell's and those its server-rendered page used; the rest load on demand.
   */
  namespaces?: readonly Namespace[];
}

/** A ready i18next instance: its `namespaces` for `language` are loaded when the promise settles. */
export async function createI18n(
  language: Language,
  { preloaded = {}, namespaces = NAMESPACES }: I18nOptions = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language: French catalogues have every English key (packages/locales/src/catalogues.test.ts), and
      // i18next loads a fallback language's catalogues along with the reader's, so a French reader
      // would also download the English lazy ones (saved, redeem, auth, search, the member chunk) for
      // nothing. A French plural with no `_many` form resolves to its `_other` form in French.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      load: 'languageOnly',
      ns: [...new Set<Namespace>([DEFAULT_NAMESPACE, ...namespaces])],
      defaultNS: DEFAULT_NAMESPACE,
      resources: { ...preloaded, en: { ...preloaded.en, ...englishResources } },
      // The bundled English shell comes as resources; the backend supplies the rest.
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

/** Namespaces a rendered tree asked for through `useTranslation` (react-i18next records them). */
export function usedNamespaces(instance: I18n): Namespace[] {
  const used: readonly string[] = instance.reportNamespaces?.getUsedNamespaces() ?? [];
  return NAMESPACES.filter((namespace) => used.includes(namespace));
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
