// The code-health answer (issue 23 item 12; docs/api-member-offers.md "Did it work?"), on its own: the
// offer page asks it for every visitor right after hydration, and member-offers.ts's schemas (which
// re-exports this) pull the offers', location and input rules', a long task to evaluate on a slow phone
// (decision 043).
import { z } from 'zod';

/** GET /v2/offers/{id}/code-health (public, cached): how the offer's code fared over the last 30 days. */
export const codeHealthResponseSchema = z.object({
  offer_id: z.number().int(),
  window_days: z.number().int(),
  /** Answers in the window ("yes" + "no"). */
  answers: z.number().int(),
  worked: z.number().int(),
  /** worked / answers, 0…1; null with no answer. */
  success_rate: z.number().nullable(),
  /** Epoch ms of the latest "yes" in the window, else null. */
  last_worked_at: z.number().int().nullable(),
  /** A shared (static) code that keeps failing (CODE_FLAG_RULE): shown to members as reported not working. */
  reported_not_working: z.boolean(),
});
export type CodeHealthResponse = z.infer<typeof codeHealthResponseSchema>;
