// Users service: the website menu (spec §3 "Menu", §7 Users /website-menu), cached like reference data.
import type { MenuEntry, WebsiteMenuResponse } from '@spc/domain/menu';
import type { Cache } from '../../cache.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

const MENU_TTL_MS = 60_000;

export function getWebsiteMenu({ db, cache }: { db: Db; cache: Cache }): Promise<WebsiteMenuResponse> {
  return cache.get('users:website-menu', MENU_TTL_MS, async () => {
    const rows = await repo.findMenuEntries(db);
    const entries = (area: 'header' | 'footer', column: number | null): MenuEntry[] =>
      rows
        .filter((row) => row.area === area && row.column === column)
        .map((row) => ({
          text_en: row.textEn,
          text_fr: row.textFr,
          route: row.route,
          link: row.link,
          force_link: row.forceLink,
        }));
    return {
      header: entries('header', null),
      footer: {
        first_column: entries('footer', 1),
        second_column: entries('footer', 2),
        third_column: entries('footer', 3),
      },
    };
  });
}
