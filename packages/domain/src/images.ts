// Pictures (issue 17 item 4): every image the product shows is stored once with its intrinsic size and
// alt text in both languages, processed into responsive WebP and AVIF variants whose URLs carry a
// content hash (served with a year-long immutable cache). The web app's <Picture> renders one.
import { z } from 'zod';

export const imageSchema = z.object({
  /** A fallback URL (WebP, a middle width) for browsers that read neither srcset. */
  src: z.string(),
  /** Intrinsic size of the largest variant: the element reserves its aspect ratio, so nothing shifts. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** `srcset` strings ("/media/…-320.avif 320w, …"), one per format. */
  avif: z.string(),
  webp: z.string(),
  alt_en: z.string(),
  alt_fr: z.string(),
  /** The picture's dominant colour ("#rrggbb"), painted while it loads. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type Image = z.infer<typeof imageSchema>;
