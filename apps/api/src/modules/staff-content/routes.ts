// The content editor's API (issue 20 item 3): /api/staff/content/… — pages, FAQ groups and questions
// (with their order), blog posts (draft or published, a publish date, a live Markdown preview rendered
// by the public pages' renderer), job openings, legal text versions and the header and footer menu.
// Reads need content.read, writes content.write (the staff plugin guards each route by its config);
// every write is audited and empties the caches through `app.recordStaffChange`.
import { staffPageQuerySchema, type StaffPermission } from '@spc/domain/staff';
import {
  staffBlogPostInputSchema,
  staffBlogPostSchema,
  staffCarouselItemInputSchema,
  staffCarouselItemSchema,
  staffFaqEntryInputSchema,
  staffFaqEntrySchema,
  staffFaqGroupInputSchema,
  staffFaqGroupSchema,
  staffFaqOrderSchema,
  staffIdParamsSchema,
  staffJobOpeningInputSchema,
  staffJobOpeningSchema,
  staffLegalQuerySchema,
  staffLegalVersionInputSchema,
  staffLegalVersionSchema,
  staffListResponseSchema,
  staffMarkdownPreviewResponseSchema,
  staffMarkdownPreviewSchema,
  staffMenuEntryInputSchema,
  staffMenuEntrySchema,
  staffPageInputSchema,
  staffPageSchema,
} from '@spc/domain/staff-content';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { routes } from '../../plugins/routes.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const tags = ['staff-content'];
const read = { staffPermission: 'content.read' } satisfies { staffPermission: StaffPermission };
const writeConfig = { staffPermission: 'content.write' } satisfies { staffPermission: StaffPermission };
const refusals = { 401: e, 403: e };
const params = staffIdParamsSchema;
const noContent = { 204: z.null() };

export const staffContentRoutes = routes('/api/staff/content', async (app) => {
  /** The audit callback of one request (the staff plugin's recordStaffChange, in the write's transaction). */
  const recorder =
    (request: FastifyRequest): service.RecordChange =>
    (change, tx) =>
      app.recordStaffChange(request, change, tx);

  // ---- Markdown preview

  app.post(
    '/preview',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Markdown rendered and sanitised exactly as the public pages show it (the editor’s live preview)',
        body: staffMarkdownPreviewSchema,
        response: { 200: staffMarkdownPreviewResponseSchema, 400: e, ...refusals },
      },
    },
    async (request) => service.previewMarkdown(request.body.markdown),
  );

  // ---- Pages

  app.get(
    '/pages',
    {
      config: read,
      schema: {
        tags,
        summary: 'Company and landing pages, a page at a time',
        querystring: staffPageQuerySchema,
        response: { 200: staffListResponseSchema(staffPageSchema), 400: e, ...refusals },
      },
    },
    async (request) => service.listPages(app, request.query),
  );
  app.get(
    '/pages/:id',
    {
      config: read,
      schema: { tags, summary: 'A page', params, response: { 200: staffPageSchema, 400: e, 404: e, ...refusals } },
    },
    async (request) => service.getPage(app, request.params.id),
  );
  app.post(
    '/pages',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Creates a page (409 when its address is taken)',
        body: staffPageInputSchema,
        response: { 201: staffPageSchema, 400: e, 409: e, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createPage(app, recorder(request), request.body, new Date())),
  );
  app.put(
    '/pages/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edits a page',
        params,
        body: staffPageInputSchema,
        response: { 200: staffPageSchema, 400: e, 404: e, 409: e, ...refusals },
      },
    },
    async (request) => service.updatePage(app, recorder(request), request.params.id, request.body, new Date()),
  );
  app.delete(
    '/pages/:id',
    {
      config: writeConfig,
      schema: { tags, summary: 'Deletes a page', params, response: { ...noContent, 400: e, 404: e, ...refusals } },
    },
    async (request, reply) => {
      await service.deletePage(app, recorder(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- FAQ groups

  app.get(
    '/faq-groups',
    {
      config: read,
      schema: {
        tags,
        summary: 'FAQ groups in their order, with how many questions each has',
        querystring: staffPageQuerySchema,
        response: { 200: staffListResponseSchema(staffFaqGroupSchema), 400: e, ...refusals },
      },
    },
    async (request) => service.listFaqGroups(app, request.query),
  );
  app.get(
    '/faq-groups/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'An FAQ group',
        params,
        response: { 200: staffFaqGroupSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.getFaqGroup(app, request.params.id),
  );
  app.post(
    '/faq-groups',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Creates an FAQ group (409 when its anchor is taken)',
        body: staffFaqGroupInputSchema,
        response: { 201: staffFaqGroupSchema, 400: e, 409: e, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createFaqGroup(app, recorder(request), request.body)),
  );
  app.put(
    '/faq-groups/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edits an FAQ group',
        params,
        body: staffFaqGroupInputSchema,
        response: { 200: staffFaqGroupSchema, 400: e, 404: e, 409: e, ...refusals },
      },
    },
    async (request) => service.updateFaqGroup(app, recorder(request), request.params.id, request.body),
  );
  app.put(
    '/faq-groups/:id/order',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Puts a group’s questions in the order given (each exactly once)',
        params,
        body: staffFaqOrderSchema,
        response: { 200: staffFaqOrderSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.orderFaqEntries(app, recorder(request), request.params.id, request.body.entry_ids),
  );
  app.delete(
    '/faq-groups/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Deletes an empty FAQ group (409 while it has questions)',
        params,
        response: { ...noContent, 400: e, 404: e, 409: e, ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteFaqGroup(app, recorder(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- FAQ questions

  app.get(
    '/faq-entries',
    {
      config: read,
      schema: {
        tags,
        summary: 'FAQ questions in the FAQ’s order, optionally of one group',
        querystring: staffPageQuerySchema.extend({
          group_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
        }),
        response: { 200: staffListResponseSchema(staffFaqEntrySchema), 400: e, ...refusals },
      },
    },
    async (request) => service.listFaqEntries(app, request.query, request.query.group_id),
  );
  app.get(
    '/faq-entries/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'An FAQ question',
        params,
        response: { 200: staffFaqEntrySchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.getFaqEntry(app, request.params.id),
  );
  app.post(
    '/faq-entries',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Adds a question to an FAQ group',
        body: staffFaqEntryInputSchema,
        response: { 201: staffFaqEntrySchema, 400: e, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createFaqEntry(app, recorder(request), request.body)),
  );
  app.put(
    '/faq-entries/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edits an FAQ question (or moves it to another group)',
        params,
        body: staffFaqEntryInputSchema,
        response: { 200: staffFaqEntrySchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.updateFaqEntry(app, recorder(request), request.params.id, request.body),
  );
  app.delete(
    '/faq-entries/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Deletes an FAQ question',
        params,
        response: { ...noContent, 400: e, 404: e, ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteFaqEntry(app, recorder(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- Blog posts

  app.get(
    '/blog-posts',
    {
      config: read,
      schema: {
        tags,
        summary: 'Blog posts, drafts and scheduled ones included, newest first',
        querystring: staffPageQuerySchema,
        response: { 200: staffListResponseSchema(staffBlogPostSchema), 400: e, ...refusals },
      },
    },
    async (request) => service.listBlogPosts(app, request.query),
  );
  app.get(
    '/blog-posts/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A blog post',
        params,
        response: { 200: staffBlogPostSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.getBlogPost(app, request.params.id),
  );
  app.post(
    '/blog-posts',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Creates a blog post, as a draft or published (409 when its address is taken)',
        body: staffBlogPostInputSchema,
        response: { 201: staffBlogPostSchema, 400: e, 409: e, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createBlogPost(app, recorder(request), request.body, new Date())),
  );
  app.put(
    '/blog-posts/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edits a blog post',
        params,
        body: staffBlogPostInputSchema,
        response: { 200: staffBlogPostSchema, 400: e, 404: e, 409: e, ...refusals },
      },
    },
    async (request) => service.updateBlogPost(app, recorder(request), request.params.id, request.body, new Date()),
  );
  app.put(
    '/blog-posts/:id/published',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Publishes a blog post or takes it back to draft',
        params,
        body: z.object({ published: z.boolean() }),
        response: { 200: staffBlogPostSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) =>
      service.setBlogPostPublished(app, recorder(request), request.params.id, request.body.published, new Date()),
  );
  app.delete(
    '/blog-posts/:id',
    {
      config: writeConfig,
      schema: { tags, summary: 'Deletes a blog post', params, response: { ...noContent, 400: e, 404: e, ...refusals } },
    },
    async (request, reply) => {
      await service.deleteBlogPost(app, recorder(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- Job openings

  app.get(
    '/job-openings',
    {
      config: read,
      schema: {
        tags,
        summary: 'Job openings, open and closed, newest first',
        querystring: staffPageQuerySchema,
        response: { 200: staffListResponseSchema(staffJobOpeningSchema), 400: e, ...refusals },
      },
    },
    async (request) => service.listJobOpenings(app, request.query),
  );
  app.get(
    '/job-openings/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A job opening',
        params,
        response: { 200: staffJobOpeningSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.getJobOpening(app, request.params.id),
  );
  app.post(
    '/job-openings',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Posts a job opening',
        body: staffJobOpeningInputSchema,
        response: { 201: staffJobOpeningSchema, 400: e, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createJobOpening(app, recorder(request), request.body)),
  );
  app.put(
    '/job-openings/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edits a job opening (or closes it)',
        params,
        body: staffJobOpeningInputSchema,
        response: { 200: staffJobOpeningSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.updateJobOpening(app, recorder(request), request.params.id, request.body),
  );
  app.delete(
    '/job-openings/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Deletes a job opening',
        params,
        response: { ...noContent, 400: e, 404: e, ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteJobOpening(app, recorder(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- Careers carousels

  app.get(
    '/carousel-items',
    {
      config: read,
      schema: {
        tags,
        summary: 'The careers carousels’ items, by kind and in order',
        querystring: staffPageQuerySchema,
        response: { 200: staffListResponseSchema(staffCarouselItemSchema), 400: e, ...refusals },
      },
    },
    async (request) => service.listCarouselItems(app, request.query),
  );
  app.get(
    '/carousel-items/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A careers carousel item',
        params,
        response: { 200: staffCarouselItemSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.getCarouselItem(app, request.params.id),
  );
  app.post(
    '/carousel-items',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Adds an item to a careers carousel',
        body: staffCarouselItemInputSchema,
        response: { 201: staffCarouselItemSchema, 400: e, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createCarouselItem(app, recorder(request), request.body)),
  );
  app.put(
    '/carousel-items/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edits a careers carousel item',
        params,
        body: staffCarouselItemInputSchema,
        response: { 200: staffCarouselItemSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.updateCarouselItem(app, recorder(request), request.params.id, request.body),
  );
  app.delete(
    '/carousel-items/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Removes a careers carousel item',
        params,
        response: { ...noContent, 400: e, 404: e, ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteCarouselItem(app, recorder(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- Legal versions

  app.get(
    '/legal-versions',
    {
      config: read,
      schema: {
        tags,
        summary: 'Versions of the terms and the privacy policy, each marked scheduled, current or past',
        querystring: staffPageQuerySchema.extend(staffLegalQuerySchema.shape),
        response: { 200: staffListResponseSchema(staffLegalVersionSchema), 400: e, ...refusals },
      },
    },
    async (request) => service.listLegalVersions(app, request.query, request.query.kind, new Date()),
  );
  app.get(
    '/legal-versions/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A legal text version',
        params,
        response: { 200: staffLegalVersionSchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.getLegalVersion(app, request.params.id, new Date()),
  );
  app.post(
    '/legal-versions',
    {
      config: writeConfig,
      schema: {
        tags,
        summary:
          'Publishes the next version of the terms or the privacy policy; a privacy version in effect raises the members’ policy-update notice',
        body: staffLegalVersionInputSchema,
        response: { 201: staffLegalVersionSchema, 400: e, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.publishLegalVersion(app, recorder(request), request.body, new Date())),
  );
  app.put(
    '/legal-versions/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Corrects a version not yet in effect (409 once it is)',
        params,
        body: staffLegalVersionInputSchema,
        response: { 200: staffLegalVersionSchema, 400: e, 404: e, 409: e, ...refusals },
      },
    },
    async (request) => service.updateLegalVersion(app, recorder(request), request.params.id, request.body, new Date()),
  );
  app.delete(
    '/legal-versions/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Withdraws a version not yet in effect (409 once it is)',
        params,
        response: { ...noContent, 400: e, 404: e, 409: e, ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteLegalVersion(app, recorder(request), request.params.id, new Date());
      return reply.code(204).send(null);
    },
  );

  // ---- Menu entries

  app.get(
    '/menu-entries',
    {
      config: read,
      schema: {
        tags,
        summary: 'The header and footer menu entries in their places',
        querystring: staffPageQuerySchema,
        response: { 200: staffListResponseSchema(staffMenuEntrySchema), 400: e, ...refusals },
      },
    },
    async (request) => service.listMenuEntries(app, request.query),
  );
  app.get(
    '/menu-entries/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A menu entry',
        params,
        response: { 200: staffMenuEntrySchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.getMenuEntry(app, request.params.id),
  );
  app.post(
    '/menu-entries',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Adds a header or footer menu entry',
        body: staffMenuEntryInputSchema,
        response: { 201: staffMenuEntrySchema, 400: e, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createMenuEntry(app, recorder(request), request.body)),
  );
  app.put(
    '/menu-entries/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Edits a menu entry',
        params,
        body: staffMenuEntryInputSchema,
        response: { 200: staffMenuEntrySchema, 400: e, 404: e, ...refusals },
      },
    },
    async (request) => service.updateMenuEntry(app, recorder(request), request.params.id, request.body),
  );
  app.delete(
    '/menu-entries/:id',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Removes a menu entry',
        params,
        response: { ...noContent, 400: e, 404: e, ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteMenuEntry(app, recorder(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
});
