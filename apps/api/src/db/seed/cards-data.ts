// Retail membership cards sold in stores and not yet activated: they exist so that activation
// (spec §2 /activate with card_num and csv) has real cards to work with.

/** Fictional retailers that sell SPC cards at the counter. */
export const RETAILERS = [
  'Campus Corner Store',
  'Librairie Coop Étudiante',
  'Northern Drug Mart',
  'Maple Leaf Convenience',
  'Tabagie du Campus',
] as const;

export const RETAIL_CARD_COUNT = 10;
