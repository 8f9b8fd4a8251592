// The API's error body (DESIGN.md "API conventions"): `{ error: CODE, message, field? }`. Written
// once here so the server's route schemas and the web client's parser cannot drift apart.
import { z } from 'zod';

export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
