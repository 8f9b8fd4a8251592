// The app's providers (query cache, i18next, <html lang>) for tests that render a piece of the app on
// its own: components, lib and feature tests go through here rather than reaching into app/, which is
// the one layer they may not import. Tests may know the whole app; the code under test may not.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/providers.tsx';

export function TestProviders(props: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return <AppProviders {...props} />;
}
