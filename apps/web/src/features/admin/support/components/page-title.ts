// A console page's <title>: the page, then the console ("Find a member · SPC staff console").
import type { TFunction } from 'i18next';

export const pageTitle = (t: TFunction<'admin-support'>, page: string) =>
  `${page} · ${t('console.title', { ns: 'admin' })}`;
