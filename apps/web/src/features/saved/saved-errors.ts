// From a failed favourites or saved-list call to the sentence the page shows (catalogue
// `saved:errors`): the spec's §8 'list already exists!' and 'Enter valid list name' translated, the
// other codes of docs/api-member-offers.md, and a failure to reach the server.
import { ApiError } from '../../lib/api-client.ts';

export type SavedErrorKey = 'nameInvalid' | 'listExists' | 'tooManyLists' | 'notFound' | 'network' | 'generic';

export function savedErrorKey(error: unknown): SavedErrorKey {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 0) return 'network';
  switch (error.code) {
    case 'LIST_NAME_INVALID':
      return 'nameInvalid';
    case 'LIST_EXISTS':
      return 'listExists';
    case 'TOO_MANY_LISTS':
      return 'tooManyLists';
    case 'LIST_NOT_FOUND':
      return 'notFound';
    default:
      return error.status === 409 ? 'listExists' : 'generic';
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
