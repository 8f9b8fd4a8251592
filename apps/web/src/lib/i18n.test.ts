// The i18next set-up: a French reader downloads no English catalogue (no fallback language), language
// switches load what the new language needs, French plurals resolve in French, and a missing key still
// stops development and tests.
import { describe, expect, it, vi } from 'vitest';
import frSearch from '@spc/locales/fr/search.json';
import { createI18n, FEATURE_NAMESPACES, MEMBER_NAMESPACES, NAMESPACES } from './i18n.ts';

// The English lazy catalogues, each recording that the backend imported it (a module is evaluated once
// per file, on its first import).
const englishLoads = vi.hoisted(() => [] as string[]);
vi.mock('@spc/locales/en/account.json', async (original) => (englishLoads.push('account'), original()));
vi.mock('@spc/locales/en/purchase.json', async (original) => (englishLoads.push('purchase'), original()));
vi.mock('@spc/locales/en/billing.json', async (original) => (englishLoads.push('billing'), original()));
vi.mock('@spc/locales/en/activation.json', async (original) => (englishLoads.push('activation'), original()));
vi.mock('@spc/locales/en/plus.json', async (original) => (englishLoads.push('plus'), original()));
vi.mock('@spc/locales/en/card.json', async (original) => (englishLoads.push('card'), original()));
vi.mock('@spc/locales/en/saved.json', async (original) => (englishLoads.push('saved'), original()));
vi.mock('@spc/locales/en/redeem.json', async (original) => (englishLoads.push('redeem'), original()));
vi.mock('@spc/locales/en/auth.json', async (original) => (englishLoads.push('auth'), original()));
vi.mock('@spc/locales/en/search.json', async (original) => (englishLoads.push('search'), original()));
vi.mock('@spc/locales/en/content.json', async (original) => (englishLoads.push('content'), original()));

vi.mock('@spc/locales/en/rewards.json', async (original) => (englishLoads.push('rewards'), original()));

vi.mock('@spc/locales/en/consent.json', async (original) => (englishLoads.push('consent'), original()));

vi.mock('@spc/locales/en/student.json', async (original) => (englishLoads.push('student'), original()));

vi.mock('@spc/locales/en/catalogue-pages.json', async (original) => (englishLoads.push('catalogue-pages'), original()));

describe('createI18n', () => {
  it('loads no English catalogue for a French reader, and an English reader still loads them', async () => {
    const fr = await createI18n('fr', { namespaces: NAMESPACES });
    expect(englishLoads).toEqual([]);
    expect(NAMESPACES.every((namespace) => fr.hasResourceBundle('fr', namespace))).toBe(true);
    expect(fr.t('search:results.title', { query: 'pizza' })).toBe('Résultats pour pizza');
    expect(fr.t('saved:offerCount', { count: 2 })).toBe('2 offres');
    expect(fr.t('auth:close')).toBe('Fermer');
    expect(fr.t('account:dialog.close')).toBe('Fermer');

    // The other way round, so the observation above cannot pass for want of observing.
    await createI18n('en', { namespaces: [...FEATURE_NAMESPACES, ...MEMBER_NAMESPACES] });
    expect([...englishLoads].sort()).toEqual([...FEATURE_NAMESPACES, ...MEMBER_NAMESPACES].sort());
  });

  it('switches en → fr → en, loading the namespaces in use for the new language', async () => {
    const i18n = await createI18n('en', { namespaces: ['search'] });
    expect(i18n.t('search:results.title', { query: 'pizza' })).toBe('Results for pizza');

    await i18n.changeLanguage('fr');
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t('search:results.title', { query: 'pizza' })).toBe('Résultats pour pizza');
    await i18n.loadNamespaces('redeem');
    expect(i18n.t('redeem:savings.offersUsed', { count: 3, formatted: '3' })).toBe('3 rabais qui ont fonctionné');

    await i18n.changeLanguage('en');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('search:results.title', { query: 'pizza' })).toBe('Results for pizza');
    expect(i18n.t('redeem:savings.offersUsed', { count: 3, formatted: '3' })).toBe('3 deals that worked');
  });

  it('resolves French plurals from the French catalogue, `many` (1 000 000) by its `other` form', async () => {
    const fr = await createI18n('fr', { namespaces: ['search'] });
    // CLDR French: 0 and 1 are `one`, 2 is `other`, 1 000 000 is `many` (the catalogues have no `_many`).
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    expect(fr.t('search:results.count', { count: 0 })).toBe('0 offre');
    expect(fr.t('search:results.count', { count: 1 })).toBe('1 offre');
    expect(fr.t('search:results.count', { count: 2 })).toBe('2 offres');
    expect(fr.t('search:results.count', { count: 1_000_000 })).toBe('1000000 offres');
    expect(frSearch.results.count_other).toBe('{{count}} offres');
  });

  it('still throws on a missing key in development and tests, in French too', async () => {
    const fr = await createI18n('fr', { namespaces: ['search'] });
    // Keys are typed: an untyped `t` is how a key the catalogues lack can be asked for at all.
    const untypedT = fr.t as (key: string) => string;
    expect(() => untypedT('search:results.nope')).toThrow('Missing translation key: results.nope');
  });
});
