// Every table, for drizzle's relational queries and drizzle-kit.
export * from './catalogue.ts';
export * from './people.ts';
export * from './site.ts';
export * from './identity.ts';
export * from './store.ts';
export * from './payments-sandbox.ts';
export * from './membership.ts';
export * from './member-offers.ts';
export * from './holiday.ts';
export * from './content.ts';

export * from './rewards.ts';

export * from './consent.ts';

export * from './media.ts';

export * from './flags.ts';

export * from './error-reports.ts';

export * from './students.ts';

export * from './analytics.ts';
export * from './campus-access.ts';
export * from './contests.ts';
export * from './marketing.ts';

export * from './staff.ts';

export * from './offer-stats.ts';
export * from './staff-support.ts';
