// A stand-in for the API's favourites and saved lists (docs/api-member-offers.md) for web tests: it
// keeps its state like the server does (so a test can change it "from another device" between calls),
// answers the contract's refusals, and can be told to fail the next write.
import type { SavedList } from '@spc/domain/member-offers';
import { listNameKey, normaliseListName } from '@spc/domain/saved-rules';
import type { Offer } from '@spc/domain/offers';
import type { StubRoute } from '../../../test/api-stub.ts';
import { partnersById } from '../../../test/fixtures/offers.ts';
import { jsonResponse } from '../../../test/render-app.tsx';

export interface SavedServerOptions {
  lists?: SavedList[];
  favourites?: number[];
  categories?: number[];
  /** The offers the server knows (favourite offers and list details are taken from these). */
  offers?: Offer[];
}

type Write = 'favourites' | 'categories' | 'list' | 'create' | 'delete';

const LIST_IDS = 30;

export function savedServer({ lists = [], favourites = [], categories = [], offers = [] }: SavedServerOptions = {}) {
  const state = {
    lists: lists.map((list) => ({ ...list })),
    favourites: [...favourites],
    categories: [...categories],
    nextId: Math.max(0, ...lists.map((list) => list.id)) + 1,
    /** Writes to refuse once with a 500, then answer normally. */
    failNext: new Set<Write>(),
  };
  const fail = (write: Write) => {
    if (!state.failNext.delete(write)) return null;
    return jsonResponse({ error: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' }, 500);
  };
  const liveOffers = (ids: readonly number[]) => ids.flatMap((id) => offers.filter((offer) => offer.offer_id === id));
  const notFound = () => jsonResponse({ error: 'LIST_NOT_FOUND', message: 'List not found.' }, 404);
  const exists = (name: string, except?: number) =>
    state.lists.some((list) => list.id !== except && listNameKey(list.name) === listNameKey(name));

  const listRoutes: StubRoute[] = Array.from({ length: LIST_IDS }, (_, index) => index + 1).flatMap(
    (id): StubRoute[] => [
      [
        `PUT /api/partners/user/saved-list/${id}`,
        ({ body }) => {
          const failure = fail('list');
          if (failure) return failure;
          const list = state.lists.find((item) => item.id === id);
          if (!list) return notFound();
          const { name, offer_ids } = body as { name: string; offer_ids: number[] };
          const checked = normaliseListName(name);
          if (checked === null) {
            return jsonResponse({ error: 'LIST_NAME_INVALID', message: 'Enter valid list name', field: 'name' }, 400);
          }
          if (exists(checked, id)) return jsonResponse({ error: 'LIST_EXISTS', message: 'list already exists!' }, 409);
          list.name = checked;
          list.offer_ids = [...new Set(offer_ids)];
          return jsonResponse(list);
        },
      ],
      [
        `DELETE /api/partners/user/saved-list/${id}`,
        () => {
          const failure = fail('delete');
          if (failure) return failure;
          if (!state.lists.some((item) => item.id === id)) return notFound();
          state.lists = state.lists.filter((item) => item.id !== id);
          return jsonResponse({ success: true });
        },
      ],
    ],
  );

  const routes: StubRoute[] = [
    [
      'GET /api/users/v2/user/favouriteOffers',
      ({ url }) =>
        jsonResponse({
          favourite_offer_ids: state.favourites,
          ...(url.searchParams.get('include') === 'offers' && {
            offers: liveOffers(state.favourites),
            partners_by_id: partnersById(liveOffers(state.favourites)),
          }),
        }),
    ],
    [
      'PUT /api/users/v2/user/favouriteOffers',
      ({ body }) => {
        const failure = fail('favourites');
        if (failure) return failure;
        state.favourites = [...new Set((body as { favourite_offer_ids: number[] }).favourite_offer_ids)];
        return jsonResponse({ favourite_offer_ids: state.favourites });
      },
    ],
    ['GET /api/users/v2/user/categories', () => jsonResponse({ favourite_categories: state.categories })],
    [
      'PUT /api/users/v2/user/categories',
      ({ body }) => {
        const failure = fail('categories');
        if (failure) return failure;
        state.categories = [...new Set((body as { favourite_categories: number[] }).favourite_categories)];
        return jsonResponse({ favourite_categories: state.categories });
      },
    ],
    ['GET /api/partners/user/saved-list', () => jsonResponse({ lists: state.lists })],
    [
      'POST /api/partners/user/saved-list',
      ({ body }) => {
        const failure = fail('create');
        if (failure) return failure;
        const raw = (body as { name?: unknown } | undefined)?.name;
        const name = normaliseListName(typeof raw === 'string' ? raw : '');
        if (name === null) {
          return jsonResponse({ error: 'LIST_NAME_INVALID', message: 'Enter valid list name', field: 'name' }, 400);
        }
        if (exists(name)) return jsonResponse({ error: 'LIST_EXISTS', message: 'list already exists!' }, 409);
        const list = { id: state.nextId, name, offer_ids: [] };
        state.nextId += 1;
        state.lists.push(list);
        return jsonResponse(list, 201);
      },
    ],
    [
      /^\/api\/partners\/user\/saved-list\/\d+$/,
      ({ url }) => {
        const id = Number(url.pathname.split('/').at(-1));
        const list = state.lists.find((item) => item.id === id);
        if (!list) return notFound();
        const live = liveOffers(list.offer_ids ?? []);
        return jsonResponse({ ...list, offers: live, partners_by_id: partnersById(live) });
      },
    ],
    ...listRoutes,
  ];
  return { routes, state };
}

/** The JSON bodies the stubbed fetch sent with `method` to `path` (`/api/…`), in order. */
export function sentBodies(
  fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      return init?.method === method && new URL(url, 'http://localhost').pathname === path;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}
