// Site content served to every page: the header and footer menu (spec §2 "Footer", §3 "Menu").
import { boolean, check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const MENU_AREAS = ['header', 'footer'] as const;
export const menuArea = pgEnum('menu_area', MENU_AREAS);

export const websiteMenuEntries = pgTable(
  'website_menu_entries',
  {
    id: serial('id').primaryKey(),
    area: menuArea('area').notNull(),
    /** Footer column 1–3; null in the header. */
    column: integer('column'),
    position: integer('position').notNull(),
    textEn: text('text_en').notNull(),
    textFr: text('text_fr').notNull(),
    route: text('route'),
    link: text('link'),
    forceLink: boolean('force_link').notNull().default(false),
  },
  (t) => [
    index('website_menu_entries_place').on(t.area, t.column, t.position),
    check('website_menu_entries_target', sql`(${t.route} is null) <> (${t.link} is null)`),
    check(
      'website_menu_entries_column',
      sql`(${t.area} = 'header' and ${t.column} is null) or (${t.area} = 'footer' and ${t.column} between 1 and 3)`,
    ),
  ],
);
