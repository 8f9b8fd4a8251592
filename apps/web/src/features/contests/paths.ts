// The contests' in-app links (issue 19 item 1), kept with the feature so the first page's paths.ts does
// not grow: these pages are all lazy.
import { CONTEST_NAMES } from '@spc/domain/contests';

/** A contest's own page, where it has one (spec §2); else its page by number. */
const PAGES: Record<string, string> = {
  [CONTEST_NAMES.twelveDays]: '/12-days-giveaways-2024',
  [CONTEST_NAMES.holiday]: '/holiday-contest',
  [CONTEST_NAMES.bday]: '/bdaycontest',
  [CONTEST_NAMES.frost]: '/frost-2025-matchgame',
};

export const contestPaths = {
  page: (contest: { id: number; url_name: string }) => PAGES[contest.url_name] ?? `/contest/${contest.id}`,
  rulesIndex: () => '/contest/rules',
  rules: (urlName: string) => `/contest/rules/${encodeURIComponent(urlName)}`,
  frostGame: () => '/frost-2025-matchgame',
};
