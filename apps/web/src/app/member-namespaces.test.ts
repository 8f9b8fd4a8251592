import { describe, expect, it } from 'vitest';
import { createI18n, FEATURE_NAMESPACES, MEMBER_NAMESPACES, SHELL_NAMESPACES } from '../lib/i18n.ts';
import { createQueryClient, routerContextFor } from '../lib/query-client.ts';
import { memberNamespacesMiddleware, namespacesMiddleware } from './member-namespaces.ts';

describe('the member catalogues', () => {
  it.each(['en', 'fr'] as const)(
    'are not loaded with the shell, and a member route loads them first (%s)',
    async (language) => {
      const i18n = await createI18n(language, { namespaces: SHELL_NAMESPACES });
      expect(MEMBER_NAMESPACES.some((namespace) => i18n.hasLoadedNamespace(namespace))).toBe(false);

      const context = routerContextFor(createQueryClient({ retry: false }), i18n)();
      const request = new Request('http://localhost/profile');
      await memberNamespacesMiddleware({ request, params: {}, context, unstable_pattern: '/profile' } as never, () =>
        Promise.resolve(undefined),
      );

      expect(MEMBER_NAMESPACES.every((namespace) => i18n.hasLoadedNamespace(namespace))).toBe(true);
      expect(i18n.t('account:dialog.close')).toMatch(/close|fermer/i);
    },
  );
});

describe('the saved and redeem catalogues', () => {
  it.each(['en', 'fr'] as const)(
    'are not loaded with the shell, and a route loads the one it names (%s)',
    async (language) => {
      const i18n = await createI18n(language, { namespaces: SHELL_NAMESPACES });
      expect(FEATURE_NAMESPACES.some((namespace) => i18n.hasLoadedNamespace(namespace))).toBe(false);

      const context = routerContextFor(createQueryClient({ retry: false }), i18n)();
      const request = new Request('http://localhost/favourites');
      await namespacesMiddleware(['saved'])(
        { request, params: {}, context, unstable_pattern: '/favourites' } as never,
        () => Promise.resolve(undefined),
      );

      expect(i18n.hasLoadedNamespace('saved')).toBe(true);
      expect(i18n.hasLoadedNamespace('redeem')).toBe(false);
      expect(i18n.t('saved:close')).toMatch(/close|fermer/i);
    },
  );
});
