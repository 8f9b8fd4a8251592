// Seeds the content model (issue 17): the company and landing pages, the FAQ, the blog, the careers
// carousels and openings, and the legal texts with their versions, from the content/*-data.ts files.
// Their pictures are artwork requests (`contentArtworkRequests`) that the media seed generates.
import { sql } from 'drizzle-orm';
import { CAROUSEL_KINDS } from '@spc/domain/content';
import type { Db } from '../client.ts';
import {
  blogPosts,
  carouselItems,
  contentPages,
  faqEntries,
  faqGroups,
  jobOpenings,
  legalVersions,
} from '../schema/content.ts';
import { BLOG_POSTS } from './content/blog-data.ts';
import { CAROUSELS, JOB_OPENINGS } from './content/careers-data.ts';
import { FAQ } from './content/faq-data.ts';
import { LEGAL_TEXTS } from './content/legal-data.ts';
import { PAGES } from './content/pages-data.ts';
import type { SeedImage } from './content/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What seedContent wrote (the seed's summary and tests). */
export interface ContentSeedCounts {
  pages: number;
  faqGroups: number;
  faqEntries: number;
  blogPosts: number;
  carouselItems: number;
  jobOpenings: number;
  legalVersions: number;
}

/**
 * Empties the content tables (not the support requests people sent, nor the used captcha proofs) and
 * fills them again, inside the seed's transaction. `now` dates the pages' last edit.
 */
export async function seedContent(tx: Tx, now: Date): Promise<ContentSeedCounts> {
  await tx.execute(
    sql`truncate table ${contentPages}, ${faqEntries}, ${faqGroups}, ${blogPosts}, ${carouselItems}, ${jobOpenings}, ${legalVersions} restart identity cascade`,
  );
  if (PAGES.length > 0) {
    await tx.insert(contentPages).values(
      PAGES.map((page) => ({
        slug: page.slug,
        kind: page.kind,
        titleEn: page.title_en,
        titleFr: page.title_fr,
        descriptionEn: page.description_en,
        descriptionFr: page.description_fr,
        bodyEn: page.body_en,
        bodyFr: page.body_fr,
        imageKey: page.image?.key ?? null,
        updatedAt: now,
      })),
    );
  }
  let entries = 0;
  for (const [position, group] of FAQ.entries()) {
    const [row] = await tx
      .insert(faqGroups)
      .values({ key: group.key, position, titleEn: group.title_en, titleFr: group.title_fr })
      .returning({ id: faqGroups.id });
    if (!row || group.entries.length === 0) continue;
    entries += group.entries.length;
    await tx.insert(faqEntries).values(
      group.entries.map((entry, index) => ({
        groupId: row.id,
        position: index,
        questionEn: entry.question_en,
        questionFr: entry.question_fr,
        answerEn: entry.answer_en,
        answerFr: entry.answer_fr,
      })),
    );
  }
  // Oldest first, so ids grow with the publication date.
  const posts = [...BLOG_POSTS].sort((a, b) => a.published_on.localeCompare(b.published_on));
  if (posts.length > 0) {
    await tx.insert(blogPosts).values(
      posts.map((post) => ({
        slug: post.slug,
        titleEn: post.title_en,
        titleFr: post.title_fr,
        summaryEn: post.summary_en,
        summaryFr: post.summary_fr,
        bodyEn: post.body_en,
        bodyFr: post.body_fr,
        coverImageKey: post.cover.key,
        author: post.author,
        publishedOn: post.published_on,
        tags: post.tags,
        published: true,
        updatedAt: new Date(`${post.published_on}T12:00:00Z`),
      })),
    );
  }
  const carousel = CAROUSEL_KINDS.flatMap((kind) =>
    (CAROUSELS[kind] ?? []).map((item, position) => ({
      kind,
      position,
      textEn: item.text_en,
      textFr: item.text_fr,
      subtextEn: item.subtext_en,
      subtextFr: item.subtext_fr,
      descriptionEn: item.description_en,
      descriptionFr: item.description_fr,
      imageKey: item.image?.key ?? null,
    })),
  );
  if (carousel.length > 0) await tx.insert(carouselItems).values(carousel);
  if (JOB_OPENINGS.length > 0) {
    await tx.insert(jobOpenings).values(
      JOB_OPENINGS.map((job) => ({
        titleEn: job.title_en,
        titleFr: job.title_fr,
        teamEn: job.team_en,
        teamFr: job.team_fr,
        locationEn: job.location_en,
        locationFr: job.location_fr,
        employmentType: job.employment_type,
        descriptionEn: job.description_en,
        descriptionFr: job.description_fr,
        postedOn: job.posted_on,
        open: true,
      })),
    );
  }
  if (LEGAL_TEXTS.length > 0) {
    await tx.insert(legalVersions).values(
      LEGAL_TEXTS.map((text) => ({
        kind: text.kind,
        version: text.version,
        effectiveOn: text.effective_on,
        bodyEnCa: text.body_en_ca,
        bodyFrCa: text.body_fr_ca,
        bodyEnUs: text.body_en_us,
      })),
    );
  }
  return {
    pages: PAGES.length,
    faqGroups: FAQ.length,
    faqEntries: entries,
    blogPosts: posts.length,
    carouselItems: carousel.length,
    jobOpenings: JOB_OPENINGS.length,
    legalVersions: LEGAL_TEXTS.length,
  };
}

/**
 * Every picture the content names (page heroes, blog covers, carousel images), once per key: the media
 * seed generates each as artwork (the integrator wires it into the pictures' seed).
 */
export function contentArtworkRequests(): SeedImage[] {
  const images = [
    ...PAGES.flatMap((page) => (page.image ? [page.image] : [])),
    ...BLOG_POSTS.map((post) => post.cover),
    ...CAROUSEL_KINDS.flatMap((kind) => (CAROUSELS[kind] ?? []).flatMap((item) => (item.image ? [item.image] : []))),
  ];
  return [...new Map(images.map((image) => [image.key, image])).values()];
}
