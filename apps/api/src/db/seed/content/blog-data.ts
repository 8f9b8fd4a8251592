// Blog posts (/blogs, /blog/{identifier}; issue 17: at least 6).
import type { SeedBlogPost } from './types.ts';

export const BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'back-to-school-budget',
    title_en: 'A back-to-school budget that survives October',
    title_fr: 'Un budget de rentrée qui tient jusqu’en octobre',
    summary_en: 'Five habits that keep your first term affordable.',
    summary_fr: 'Cinq habitudes pour une première session abordable.',
    body_en: 'Start with rent.',
    body_fr: 'Commencez par le loyer.',
    author: 'Maya Chen',
    published_on: '2026-08-18',
    tags: ['budget', 'back to school'],
    cover: {
      key: 'blog/back-to-school-budget',
      motif: 'notebook, coins and a calendar',
      alt_en: 'A notebook with a budget beside a stack of coins',
      alt_fr: 'Un carnet de budget à côté d’une pile de pièces',
    },
  },
];
