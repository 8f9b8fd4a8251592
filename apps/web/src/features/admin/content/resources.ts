// The content editor's resources (issue 20 item 3): for each kind of content, its API path, the domain
// schemas its list and form use (the same the API checks), its columns and its form fields. The list,
// the form and the routes are generic over these descriptions.
import { CAROUSEL_KINDS, CONTENT_PAGE_KINDS, LEGAL_KINDS } from '@spc/domain/content';
import {
  EMPLOYMENT_TYPES,
  MENU_AREAS,
  staffBlogPostInputSchema,
  staffBlogPostSchema,
  staffCarouselItemInputSchema,
  staffCarouselItemSchema,
  staffFaqEntryInputSchema,
  staffFaqEntrySchema,
  staffFaqGroupInputSchema,
  staffFaqGroupSchema,
  staffJobOpeningInputSchema,
  staffJobOpeningSchema,
  staffListResponseSchema,
  staffLegalVersionInputSchema,
  staffLegalVersionSchema,
  staffMenuEntryInputSchema,
  staffMenuEntrySchema,
  staffPageInputSchema,
  staffPageSchema,
} from '@spc/domain/staff-content';
import type { zodResolver } from '@hookform/resolvers/zod';
import type { ResponseSchema } from '../../../lib/api-client.ts';

export type ResourceKey =
  | 'pages'
  | 'faqGroups'
  | 'faqEntries'
  | 'blogPosts'
  | 'jobOpenings'
  | 'carouselItems'
  | 'legalVersions'
  | 'menuEntries';

/** A row as the list and the form read it. */
export type Row = { id: number } & Record<string, unknown>;
/** A form's values (the input schema's input). */
export type Values = Record<string, unknown>;

export type FieldType =
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'select'
  | 'checkbox'
  | 'date'
  | 'number'
  | 'tags'
  | 'image'
  | 'column'
  | 'faqGroup';

export interface FieldSpec {
  name: string;
  type: FieldType;
  /** A select's values; their labels are `options.<optionsKey>.<value>`. */
  options?: readonly string[];
  optionsKey?: 'kind' | 'employment_type' | 'legalKind' | 'area' | 'carouselKind';
  /** Spans both columns of the form. */
  wide?: boolean;
  /** Shown only when creating (a legal version keeps its kind). */
  createOnly?: boolean;
  /** Has a hint in `hints.<name>`. */
  hint?: boolean;
  /** The label's key under `fields.` when it is not the field's name. */
  labelKey?: string;
}

export type CellKind =
  'text' | 'date' | 'datetime' | 'published' | 'open' | 'state' | 'legalKind' | 'kind' | 'area' | 'carouselKind';

export interface ColumnSpec {
  id: string;
  cell?: CellKind;
  /** Not sortable by the server. */
  fixed?: boolean;
  /** The header's key under `fields.` when it is not the column's id. */
  labelKey?: string;
}

export interface Resource {
  key: ResourceKey;
  /** The URL segment under /admin/content. */
  path: string;
  /** The API path under /api. */
  api: string;
  row: ResponseSchema<Row>;
  list: ResponseSchema<ListPage>;
  input: Parameters<typeof zodResolver>[0];
  columns: ColumnSpec[];
  hidden?: string[];
  fields: FieldSpec[];
  /** The form's values for a new item. */
  blank: () => Values;
  /** A row's name in titles. */
  name: (row: Row) => string;
  /** Rows that can no longer be edited (a legal version in effect). */
  locked?: (row: Row) => boolean;
  /** Delete is called "withdraw" (scheduled legal versions). */
  deleteLabel?: 'delete' | 'withdraw';
  /** The create button says "Publish" (a legal version is published as it is created). */
  createLabel?: 'create' | 'publish';
}

/** Today in Eastern time (the content's dates), as YYYY-MM-DD. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** One page of a list, as the list reads it. */
export interface ListPage {
  items: Row[];
  total: number;
}

type ItemSchema = Parameters<typeof staffListResponseSchema>[0] & { parse(data: unknown): unknown };

const rowOf = (schema: ItemSchema): ResponseSchema<Row> => ({ parse: (data) => schema.parse(data) as Row });
const listOf = (schema: ItemSchema): ResponseSchema<ListPage> => {
  const list = staffListResponseSchema(schema);
  return { parse: (data) => list.parse(data) as ListPage };
};

const text = (name: string, hint = false): FieldSpec => ({ name, type: 'text', hint });
const bilingual = (base: string, type: FieldType = 'text'): FieldSpec[] => [
  { name: `${base}_en`, type, wide: type === 'markdown' },
  { name: `${base}_fr`, type, wide: type === 'markdown' },
];

export const RESOURCES: Resource[] = [
  {
    key: 'pages',
    path: 'pages',
    api: '/staff/content/pages',
    row: rowOf(staffPageSchema),
    list: listOf(staffPageSchema),
    input: staffPageInputSchema,
    columns: [
      { id: 'slug' },
      { id: 'kind', cell: 'kind' },
      { id: 'title_en' },
      { id: 'title_fr' },
      { id: 'updated_at', cell: 'datetime' },
    ],
    hidden: ['title_fr'],
    fields: [
      text('slug', true),
      { name: 'kind', type: 'select', options: CONTENT_PAGE_KINDS, optionsKey: 'kind' },
      ...bilingual('title'),
      ...bilingual('description', 'textarea'),
      ...bilingual('body', 'markdown'),
      { name: 'image_key', type: 'image', hint: true },
    ],
    blank: () => ({
      slug: '',
      kind: 'page',
      title_en: '',
      title_fr: '',
      description_en: '',
      description_fr: '',
      body_en: '',
      body_fr: '',
      image_key: '',
    }),
    name: (row) => `/${String(row.slug)}`,
  },
  {
    key: 'faqGroups',
    path: 'faq-groups',
    api: '/staff/content/faq-groups',
    row: rowOf(staffFaqGroupSchema),
    list: listOf(staffFaqGroupSchema),
    input: staffFaqGroupInputSchema,
    columns: [{ id: 'position' }, { id: 'key' }, { id: 'title_en' }, { id: 'entry_count', fixed: true }],
    fields: [text('key'), { name: 'position', type: 'number', hint: true }, ...bilingual('title')],
    blank: () => ({ key: '', position: 10, title_en: '', title_fr: '' }),
    name: (row) => `#${String(row.key)}`,
  },
  {
    key: 'faqEntries',
    path: 'faq-entries',
    api: '/staff/content/faq-entries',
    row: rowOf(staffFaqEntrySchema),
    list: listOf(staffFaqEntrySchema),
    input: staffFaqEntryInputSchema,
    columns: [{ id: 'group_key' }, { id: 'position' }, { id: 'question_en' }, { id: 'question_fr' }],
    hidden: ['question_fr'],
    fields: [
      { name: 'group_id', type: 'faqGroup' },
      { name: 'position', type: 'number', hint: true },
      ...bilingual('question'),
      ...bilingual('answer', 'markdown'),
    ],
    blank: () => ({ group_id: '', position: 10, question_en: '', question_fr: '', answer_en: '', answer_fr: '' }),
    name: (row) => String(row.question_en),
  },
  {
    key: 'blogPosts',
    path: 'blog',
    api: '/staff/content/blog-posts',
    row: rowOf(staffBlogPostSchema),
    list: listOf(staffBlogPostSchema),
    input: staffBlogPostInputSchema,
    columns: [
      { id: 'title_en' },
      { id: 'slug' },
      { id: 'published', cell: 'published' },
      { id: 'published_on', cell: 'date' },
      { id: 'author' },
      { id: 'updated_at', cell: 'datetime' },
    ],
    hidden: ['updated_at'],
    fields: [
      text('slug', true),
      { name: 'published', type: 'checkbox', hint: true, labelKey: 'publishedToggle' },
      { name: 'published_on', type: 'date', hint: true },
      text('author'),
      ...bilingual('title'),
      ...bilingual('summary', 'textarea'),
      ...bilingual('body', 'markdown'),
      { name: 'cover_image_key', type: 'image', hint: true },
      { name: 'tags', type: 'tags', hint: true },
    ],
    blank: () => ({
      slug: '',
      title_en: '',
      title_fr: '',
      summary_en: '',
      summary_fr: '',
      body_en: '',
      body_fr: '',
      cover_image_key: '',
      author: '',
      published_on: today(),
      tags: [],
      published: false,
    }),
    name: (row) => String(row.title_en),
  },
  {
    key: 'jobOpenings',
    path: 'careers',
    api: '/staff/content/job-openings',
    row: rowOf(staffJobOpeningSchema),
    list: listOf(staffJobOpeningSchema),
    input: staffJobOpeningInputSchema,
    columns: [
      { id: 'title_en' },
      { id: 'team_en' },
      { id: 'employment_type' },
      { id: 'posted_on', cell: 'date' },
      { id: 'open', cell: 'open' },
    ],
    fields: [
      ...bilingual('title'),
      ...bilingual('team'),
      ...bilingual('location'),
      { name: 'employment_type', type: 'select', options: EMPLOYMENT_TYPES, optionsKey: 'employment_type' },
      { name: 'posted_on', type: 'date' },
      { name: 'open', type: 'checkbox' },
      ...bilingual('description', 'markdown'),
    ],
    blank: () => ({
      title_en: '',
      title_fr: '',
      team_en: '',
      team_fr: '',
      location_en: '',
      location_fr: '',
      employment_type: 'full-time',
      description_en: '',
      description_fr: '',
      posted_on: today(),
      open: true,
    }),
    name: (row) => String(row.title_en),
  },
  {
    key: 'carouselItems',
    path: 'carousels',
    api: '/staff/content/carousel-items',
    row: rowOf(staffCarouselItemSchema),
    list: listOf(staffCarouselItemSchema),
    input: staffCarouselItemInputSchema,
    columns: [
      { id: 'text_en' },
      { id: 'kind', cell: 'carouselKind', labelKey: 'carousel_kind' },
      { id: 'position' },
      { id: 'subtext_en' },
    ],
    fields: [
      { name: 'kind', type: 'select', options: CAROUSEL_KINDS, optionsKey: 'carouselKind', labelKey: 'carousel_kind' },
      { name: 'position', type: 'number', hint: true },
      ...bilingual('text'),
      ...bilingual('subtext'),
      ...bilingual('description', 'textarea'),
      { name: 'image_key', type: 'image', hint: true },
    ],
    blank: () => ({
      kind: 'team',
      position: 10,
      text_en: '',
      text_fr: '',
      subtext_en: '',
      subtext_fr: '',
      description_en: '',
      description_fr: '',
      image_key: '',
    }),
    name: (row) => String(row.text_en),
  },
  {
    key: 'legalVersions',
    path: 'legal',
    api: '/staff/content/legal-versions',
    row: rowOf(staffLegalVersionSchema),
    list: listOf(staffLegalVersionSchema),
    input: staffLegalVersionInputSchema,
    columns: [
      { id: 'kind', cell: 'legalKind' },
      { id: 'version' },
      { id: 'effective_on', cell: 'date' },
      { id: 'state', cell: 'state', fixed: true },
    ],
    fields: [
      { name: 'kind', type: 'select', options: LEGAL_KINDS, optionsKey: 'legalKind', createOnly: true },
      { name: 'effective_on', type: 'date', hint: true },
      { name: 'body_en_ca', type: 'markdown', wide: true },
      { name: 'body_fr_ca', type: 'markdown', wide: true },
      { name: 'body_en_us', type: 'markdown', wide: true, hint: true },
    ],
    blank: () => ({ kind: 'privacy', effective_on: today(), body_en_ca: '', body_fr_ca: '', body_en_us: '' }),
    name: (row) => String(row.version),
    locked: (row) => row.state !== 'scheduled',
    deleteLabel: 'withdraw',
    createLabel: 'publish',
  },
  {
    key: 'menuEntries',
    path: 'menus',
    api: '/staff/content/menu-entries',
    row: rowOf(staffMenuEntrySchema),
    list: listOf(staffMenuEntrySchema),
    input: staffMenuEntryInputSchema,
    columns: [
      { id: 'area', cell: 'area' },
      { id: 'column' },
      { id: 'position' },
      { id: 'text_en' },
      { id: 'text_fr' },
      { id: 'route' },
      { id: 'link' },
    ],
    hidden: ['text_fr'],
    fields: [
      { name: 'area', type: 'select', options: MENU_AREAS, optionsKey: 'area' },
      { name: 'column', type: 'column', hint: true },
      { name: 'position', type: 'number', hint: true },
      ...bilingual('text'),
      text('route', true),
      text('link', true),
      { name: 'force_link', type: 'checkbox' },
    ],
    blank: () => ({
      area: 'footer',
      column: 1,
      position: 10,
      text_en: '',
      text_fr: '',
      route: '',
      link: '',
      force_link: false,
    }),
    name: (row) => String(row.text_en),
  },
];

/** A row as the form's values: nulls as empty texts (the schemas read an empty text as none). */
export function valuesOf(resource: Resource, row: Row): Values {
  const blank = resource.blank();
  return Object.fromEntries(
    Object.keys(blank).map((name) => {
      const value = row[name];
      return [name, value === null || value === undefined ? (name === 'column' ? null : '') : value];
    }),
  );
}
