// The embedded marketing platform (MARKETING_PROVIDER=embedded, the default): its contacts in the
// `marketing_contacts` table, one row per address. A real platform's own list replaces it.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { marketingContacts } from '../../db/schema/marketing.ts';
import type { MarketingPlatform } from './platform.ts';

const lower = (email: string) => email.trim().toLowerCase();

export function createEmbeddedMarketingPlatform(db: Queryable): MarketingPlatform {
  return {
    async setUserAttributes(attributes, now) {
      const row = {
        emailLower: lower(attributes.email),
        userId: attributes.userId,
        language: attributes.language,
        emailSubscribed: attributes.emailSubscribed,
        updatedAt: now,
      };
      await db
        .insert(marketingContacts)
        .values(row)
        .onConflictDoUpdate({
          target: marketingContacts.emailLower,
          set: {
            // A visitor's later opt-in keeps the member id a profile switch left.
            ...(attributes.userId !== null && { userId: attributes.userId }),
            language: row.language,
            emailSubscribed: row.emailSubscribed,
            updatedAt: now,
          },
        });
    },
    async isSubscribed(email) {
      const [row] = await db
        .select({ subscribed: marketingContacts.emailSubscribed })
        .from(marketingContacts)
        .where(eq(marketingContacts.emailLower, lower(email)));
      return row?.subscribed ?? false;
    },
  };
}
