// The marketing e-mail list and the travel-photo contest entries (spec §7 `POST /subscribe`, the marketing
// platform's setUserAttributes; §5 e-mail capture; §8 e-mail subscribe; docs/decisions/027): the request
// and answer shapes the API's routes and the web's forms both parse, and the messages, verbatim where the
// spec gives them.
import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { detectPictureType, PICTURE_CONTENT_TYPES } from './images.ts';
import { emailSchema } from './users.ts';
import { DEVICE_ID_PATTERN } from './device-id.ts';

export { DEVICE_ID_PATTERN };

/** POST /api/users/subscribe (spec §7: body email and device_id). */
export const subscribeBodySchema = z.object({
  email: emailSchema,
  device_id: z
    .string({ error: 'device_id is required' })
    .regex(DEVICE_ID_PATTERN, 'device_id must be 8 to 64 letters, digits, - or _'),
  /** The language of the confirmation e-mail (the page's); English when absent. */
  language: z.enum(LANGUAGES, { error: 'language must be en or fr' }).optional(),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** What POST /subscribe did: a confirmation e-mail went out (double opt-in). */
export const subscribeResultSchema = z.object({ success: z.literal(true), status: z.literal('confirmation_sent') });
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** POST /api/users/subscribe/confirm: the token of the confirmation link. */
export const SUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const subscribeConfirmBodySchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .regex(SUBSCRIBE_TOKEN_PATTERN, 'This confirmation link is not valid.'),
});
export const subscribeConfirmResultSchema = z.object({ success: z.literal(true), email: z.string() });

/** The confirmation link lasts this long. */
export const SUBSCRIBE_TOKEN_TTL_MS = 7 * 24 * 3_600_000;
/** A pending address gets a new confirmation e-mail after this long (before: 'already opted in'). */
export const SUBSCRIBE_RESEND_AFTER_MS = 3_600_000;

/** The API's refusals of POST /subscribe and its confirmation (their `error`); the web translates them. */
export const SUBSCRIBE_ERROR_CODES = [
  'ALREADY_SUBSCRIBED',
  'ALREADY_REGISTERED',
  'ALREADY_OPTED_IN',
  'SUBSCRIBE_FAILED',
  'CONFIRMATION_INVALID',
] as const;
export type SubscribeErrorCode = (typeof SUBSCRIBE_ERROR_CODES)[number];

/** Spec §8 "E-mail subscribe", verbatim: the server's messages and the capture modal's. */
export const SUBSCRIBE_MESSAGES = {
  ALREADY_SUBSCRIBED: 'already subscribed',
  ALREADY_REGISTERED: 'already registered',
  ALREADY_OPTED_IN: 'already opted in, watch your inbox',
  SUBSCRIBE_FAILED: 'Ooops! something wrong happened!',
  CONFIRMATION_INVALID: 'This confirmation link is not valid or has expired.',
  /** The capture modal's generic message (no answer at all). */
  generic: 'Oops! Something went wrong. Please try again.',
} as const;

// ---- Unsubscribing (RFC 8058 one-click; docs/decisions/039) ------------------------------------

/** The signed token of a marketing e-mail's unsubscribe link (apps/api signed-token.ts: payload.mac). */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 512;
const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * POST /api/users/email-list/unsubscribe?token=…: the token rides in the address, because a mail
 * client's one-click POST (List-Unsubscribe-Post) sends only `List-Unsubscribe=One-Click` as its body.
 */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'This unsubscribe link is not valid.' })
    .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, 'This unsubscribe link is not valid.')
    .regex(UNSUBSCRIBE_TOKEN_PATTERN, 'This unsubscribe link is not valid.'),
});
export const unsubscribeResultSchema = z.object({
  success: z.literal(true),
  /** The address taken off the list (the link's own: nothing a link's holder did not already have). */
  email: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

export const UNSUBSCRIBE_ERROR_CODES = ['UNSUBSCRIBE_LINK_INVALID', 'UNSUBSCRIBE_FAILED'] as const;
export type UnsubscribeErrorCode = (typeof UNSUBSCRIBE_ERROR_CODES)[number];

export const UNSUBSCRIBE_MESSAGES: Record<UnsubscribeErrorCode, string> = {
  UNSUBSCRIBE_LINK_INVALID:
    'This unsubscribe link is not valid. Use the link in our latest e-mail, or turn off SPC news in your profile.',
  UNSUBSCRIBE_FAILED: 'We could not unsubscribe you just now. Please try again in a few minutes.',
};

// ---- Travel photos -----------------------------------------------------------------------------

/** A contest photo: at most 5 MB, a JPEG, PNG or WebP by its bytes (never by its name or header alone). */
export const TRAVEL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const TRAVEL_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TravelPhotoType = (typeof TRAVEL_PHOTO_TYPES)[number];

/**
 * The picture type the bytes start with (magic numbers), or null for anything else: the product's one
 * sniffing rule (images.ts `detectPictureType`), narrowed to what a travel photo may be.
 */
export function sniffImageType(bytes: Uint8Array): TravelPhotoType | null {
  const type = detectPictureType(bytes);
  return type === 'jpeg' || type === 'png' || type === 'webp' ? PICTURE_CONTENT_TYPES[type] : null;
}

export const TRAVEL_PHOTO_ERROR_CODES = [
  'PHOTO_EMPTY',
  'PHOTO_TOO_LARGE',
  'PHOTO_TYPE',
  'PHOTO_UNREADABLE',
  'CONTEST_NOT_RUNNING',
  'PHOTO_LIMIT',
] as const;
export type TravelPhotoErrorCode = (typeof TRAVEL_PHOTO_ERROR_CODES)[number];

export const TRAVEL_PHOTO_MESSAGES: Record<TravelPhotoErrorCode, string> = {
  PHOTO_EMPTY: 'Choose a photo to send.',
  PHOTO_TOO_LARGE: 'This photo is larger than 5 MB. Send a smaller one.',
  PHOTO_TYPE: 'Send a JPEG, PNG or WebP photo.',
  PHOTO_UNREADABLE: 'This file is not a photo we can open. Send a JPEG, PNG or WebP photo.',
  CONTEST_NOT_RUNNING: 'This contest is not taking photos right now.',
  PHOTO_LIMIT: 'You have already sent 3 photos to this contest.',
};

/** A member sends at most this many photos to one contest. */
export const TRAVEL_PHOTOS_PER_CONTEST = 3;

/** A contest is named by its numeric id or its url name. */
export const travelPhotoQuerySchema = z.object({
  contest: z
    .string({ error: 'contest is required' })
    .regex(/^(\d{1,9}|[a-z0-9][a-z0-9-]{0,79})$/, 'contest must be a contest id or url name'),
  caption: z.string().trim().max(200, 'The caption is at most 200 characters.').optional(),
});

export const TRAVEL_PHOTO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const travelPhotoResultSchema = z.object({
  id: z.number().int(),
  contest_id: z.number().int(),
  status: z.enum(TRAVEL_PHOTO_STATUSES),
  bytes: z.number().int(),
  type: z.enum(TRAVEL_PHOTO_TYPES),
});
export type TravelPhotoResult = z.infer<typeof travelPhotoResultSchema>;
