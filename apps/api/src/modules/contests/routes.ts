// The contest calls under /api/partners (spec §7: `/contestrules/{id}`, `/contest`, POST
// `/contestRegister` with body contest_id, `/contestPage` with headers id and contest_id; decision 026):
// reading a contest and its rules, entering, the scratch card and the frost match game.
import {
  contestByNameQuerySchema,
  contestIdParamsSchema,
  contestListResponseSchema,
  contestPageResponseSchema,
  contestRegisterBodySchema,
  contestRegisterResponseSchema,
  contestResponseSchema,
  contestRulesResponseSchema,
  finishBodySchema,
  finishResponseSchema,
  flipBodySchema,
  flipResponseSchema,
  gameParamsSchema,
  matchGameSchema,
  scratchResponseSchema,
} from '@spc/domain/contests';
import { z } from 'zod';
import { errorResponseSchema } from '../../errors.ts';
import { optionalMember, requireMember } from '../../plugins/caller.ts';
import { routes } from '../../plugins/routes.ts';
import { parseUtm } from '../purchase/service.ts';
import * as service from './service.ts';

const e = errorResponseSchema;
const tags = ['contests'];

/** GET /contestPage's headers: `contest_id` (required, numeric) and the browser's `id` (optional). */
const contestPageHeadersSchema = z.object({
  contest_id: contestIdParamsSchema.shape.id,
  id: z.string().max(64).optional(),
});

export const contestsRoutes = routes('/api/partners', async (app) => {
  const deps = { db: app.db };

  app.get(
    '/contest',
    {
      schema: {
        tags,
        summary: 'Every contest with its settings (the rules index), or one by url name (?name=)',
        querystring: contestByNameQuerySchema.partial(),
        response: { 200: contestListResponseSchema, 400: e, 404: e },
      },
    },
    async (request) =>
      request.query.name
        ? { contests: [await service.contestByName(deps, request.query.name)] }
        : { contests: await service.listContests(deps) },
  );

  app.get(
    '/contest/:id',
    {
      schema: {
        tags,
        summary: 'A contest by its number, with the 12-days calendar doors as of today (server clock)',
        params: contestIdParamsSchema,
        response: { 200: contestResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => ({ contest: await service.contestById(deps, request.params.id) }),
  );

  app.get(
    '/contestrules/:id',
    {
      schema: {
        tags,
        summary: "A contest's rules (spec §3: rule_en, rule_fr)",
        params: contestIdParamsSchema,
        response: { 200: contestRulesResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => service.contestRules(deps, request.params.id),
  );

  app.get(
    '/contestPage',
    {
      schema: {
        tags,
        summary: "A contest's page: the contest, and the signed-in member's entry today and eligibility",
        headers: contestPageHeadersSchema,
        response: { 200: contestPageResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => service.contestPage(deps, request.headers.contest_id, await optionalMember(app, request)),
  );

  app.post(
    '/contestRegister',
    {
      schema: {
        tags,
        summary: 'Enters the member in a contest (body contest_id): one entry per contest per day, if eligible',
        body: contestRegisterBodySchema,
        headers: z.object({
          utm: z.string().optional().describe('Optional JSON of the UTM record: its campaign is kept with the entry'),
        }),
        response: { 200: contestRegisterResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) =>
      service.register(
        deps,
        await requireMember(app, request),
        request.body.contest_id,
        new Date(),
        parseUtm(request.headers.utm)?.campaign ?? null,
      ),
  );

  app.post(
    '/contests/:id/scratch',
    {
      schema: {
        tags,
        summary: "Scratches the member's card of the day; the server decides the outcome",
        params: contestIdParamsSchema,
        response: { 200: scratchResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => service.scratch(deps, await requireMember(app, request), request.params.id),
  );

  app.post(
    '/contests/:id/games',
    {
      schema: {
        tags,
        summary: 'Deals a new match game face down (the faces stay on the server)',
        params: contestIdParamsSchema,
        response: { 200: matchGameSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => service.startGame(deps, await requireMember(app, request), request.params.id),
  );

  app.post(
    '/contests/games/:gameId/flip',
    {
      schema: {
        tags,
        summary: 'Turns one card of a game over: its face, the flip recorded',
        params: gameParamsSchema,
        body: flipBodySchema,
        response: { 200: flipResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => service.flip(deps, await requireMember(app, request), request.params.gameId, request.body.index),
  );

  app.post(
    '/contests/games/:gameId/finish',
    {
      schema: {
        tags,
        summary: 'Ends a game: the server replays the flips and decides; a forged result is refused',
        params: gameParamsSchema,
        body: finishBodySchema,
        response: { 200: finishResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => service.finish(deps, await requireMember(app, request), request.params.gameId, request.body),
  );
});
