// The careers page's fixed facts (spec §2 "Careers"): the sections a link can open
// (`/careers?section=about|careers`), how many team members show, and where résumés go.
export const CAREERS_SECTIONS = ['about', 'careers'] as const;
export type CareersSection = (typeof CAREERS_SECTIONS)[number];

export const TEAM_MEMBERS_SHOWN = 3;

export const CAREERS_EMAIL = 'careers@spccard.ca';
