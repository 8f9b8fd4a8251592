// The FAQ (/faq-help), grouped and ordered (issue 17: at least 20 questions).
import type { SeedFaqGroup } from './types.ts';

export const FAQ: SeedFaqGroup[] = [
  {
    key: 'buying',
    title_en: 'Buying a membership',
    title_fr: 'Acheter une adhésion',
    entries: [
      {
        question_en: 'How much does SPC cost?',
        question_fr: 'Combien coûte SPC?',
        answer_en: 'SPC costs $11.99 a year.',
        answer_fr: 'SPC coûte 11,99 $ par année.',
      },
    ],
  },
];
