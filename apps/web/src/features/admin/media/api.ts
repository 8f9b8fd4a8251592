// The image library's API calls (apps/api/src/modules/media/library-routes.ts): the list, one picture,
// the upload (multipart/form-data: the only call of the console that is not JSON, so it is sent here with
// FormData, answered and refused like every other call), the alt text, a crop, the delete.
import type { ImageRatio } from '@spc/domain/images';
import type { LibraryAlt, LibraryItemDetail, LibraryListResponse } from '@spc/domain/staff-media';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPut,
  buildApiUrl,
  ignoredResponse,
  requestHeaders,
} from '../../../lib/api-client.ts';

const schemas = () => import('@spc/domain/staff-media');

export interface LibraryQuery {
  q?: string | undefined;
  sort?: string | undefined;
  page: number;
  perPage: number;
}

export const libraryKeys = {
  all: ['staff', 'media'] as const,
  list: (query: LibraryQuery) => ['staff', 'media', 'list', query] as const,
  item: (id: number) => ['staff', 'media', 'item', id] as const,
};

export const libraryListQuery = (query: LibraryQuery) =>
  queryOptions({
    queryKey: libraryKeys.list(query),
    queryFn: ({ signal }) =>
      apiGet<LibraryListResponse>(
        '/staff/media',
        schemas().then((m) => m.libraryListResponseSchema),
        { signal, query: { q: query.q, sort: query.sort, page: query.page, per_page: query.perPage } },
      ),
    placeholderData: (previous) => previous,
  });

export const libraryItemQuery = (id: number) =>
  queryOptions({
    queryKey: libraryKeys.item(id),
    queryFn: ({ signal }) =>
      apiGet<LibraryItemDetail>(
        `/staff/media/${id}`,
        schemas().then((m) => m.libraryItemDetailSchema),
        { signal },
      ),
    retry: false,
  });

/** Uploads a picture with its alt text; refusals come back as ApiError with the server's code. */
export async function uploadPicture(file: File, alt: LibraryAlt): Promise<LibraryItemDetail> {
  const body = new FormData();
  body.set('alt_en', alt.alt_en);
  body.set('alt_fr', alt.alt_fr);
  body.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(buildApiUrl('/staff/media'), {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: requestHeaders(),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.', { cause: error });
  }
  const json: unknown = await response.json().catch(() => undefined);
  const { errorResponseSchema } = await import('@spc/domain/errors');
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(json);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error, parsed.data.message, { body: json })
      : new ApiError(
          response.status,
          'HTTP_ERROR',
          response.statusText || `Request failed with status ${response.status}`,
        );
  }
  return (await schemas()).libraryItemDetailSchema.parse(json);
}

export const saveAlt = (id: number, alt: LibraryAlt) =>
  apiPut<LibraryItemDetail>(
    `/staff/media/${id}`,
    alt,
    schemas().then((m) => m.libraryItemDetailSchema),
  );

export const saveCrop = (
  id: number,
  ratio: ImageRatio,
  rect: { left: number; top: number; width: number; height: number },
) =>
  apiPut<LibraryItemDetail>(
    `/staff/media/${id}/crops/${ratio}`,
    rect,
    schemas().then((m) => m.libraryItemDetailSchema),
  );

export const deletePicture = (id: number) => apiDelete(`/staff/media/${id}`, ignoredResponse);

/** After a write: the picture's own answer in the cache, every list fetched again. */
export function rememberPicture(queryClient: QueryClient, item: LibraryItemDetail): void {
  queryClient.setQueryData(libraryKeys.item(item.id), item);
  void queryClient.invalidateQueries({ queryKey: [...libraryKeys.all, 'list'] });
}

/** The console's words for an API refusal of the library (its code), else a generic sentence key. */
export function errorKey(error: unknown): string {
  const known = [
    'MEDIA_FILE_MISSING',
    'MEDIA_TOO_LARGE',
    'MEDIA_TYPE',
    'MEDIA_HEIC_UNREADABLE',
    'MEDIA_UNREADABLE',
    'MEDIA_TOO_MANY_PIXELS',
    'MEDIA_TOO_SMALL',
    'MEDIA_BAD_FORM',
    'MEDIA_CROP_INVALID',
    'MEDIA_IN_USE',
    'MEDIA_NOT_FOUND',
    'STAFF_FORBIDDEN',
  ];
  return error instanceof ApiError && known.includes(error.code) ? `errors.${error.code}` : 'errors.generic';
}
