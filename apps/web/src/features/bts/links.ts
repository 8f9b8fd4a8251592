// The back-to-school pages' addresses (spec §2 /bts-2025 (event_id, campus_id), /bts-easy-promo).
export const eventLink = (eventId: string, campusId: number) =>
  `/bts-2025?${new URLSearchParams({ event_id: eventId, campus_id: String(campusId) }).toString()}`;
export const EASY_PROMO_PATH = '/bts-easy-promo';
