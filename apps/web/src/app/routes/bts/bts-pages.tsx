// One lazy module for the three back-to-school pages of the content routes' table (/bts-2025,
// /bts-easy-promo, /highschool): one short entry each in the first page's code, one chunk behind them
// (the home page's JavaScript has no room for three).
import type { ContentRouteModule } from '../content/load.ts';
import { route as easyPromo } from './bts-easy-promo.tsx';
import { route as event } from './bts-event.tsx';
import { route as highSchool } from './highschool.tsx';

export function route(slug: string): ContentRouteModule {
  if (slug === 'bts-easy-promo') return easyPromo();
  if (slug === 'highschool') return highSchool();
  return event();
}
