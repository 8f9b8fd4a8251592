// App-wide providers: the TanStack Query cache and i18next. Instances are created by the caller
// (main.tsx, tests) so nothing is shared between renders or requests.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

/** Keeps `<html lang>` on the interface language (screen readers, hyphenation, translation tools). */
function DocumentLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DocumentLanguage />
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
