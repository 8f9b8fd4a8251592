// Search-engine bots (spec §6 "Search-engine bots are detected by a user-agent list"): crawlers get the
// same server-rendered pages as visitors, and the server can tell them apart for logging and caching.

/** Substrings of the user agents of the search engines and link previewers we serve full HTML to. */
export const SEARCH_ENGINE_BOTS = [
  'googlebot',
  'google-inspectiontool',
  'adsbot-google',
  'mediapartners-google',
  'bingbot',
  'msnbot',
  'adidxbot',
  'bingpreview',
  'slurp',
  'duckduckbot',
  'baiduspider',
  'yandex',
  'sogou',
  'exabot',
  'applebot',
  'qwantify',
  'seznambot',
  'naver',
  'facebookexternalhit',
  'facebot',
  'twitterbot',
  'linkedinbot',
  'pinterestbot',
  'slackbot',
  'discordbot',
  'whatsapp',
  'telegrambot',
  'embedly',
  'redditbot',
  'petalbot',
] as const;

/** Whether a User-Agent header belongs to a search-engine bot of the list (case-insensitive). */
export function isSearchEngineBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const agent = userAgent.toLowerCase();
  return SEARCH_ENGINE_BOTS.some((bot) => agent.includes(bot));
}
