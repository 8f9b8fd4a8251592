// What the content routes' loaders share (decision 007: they run on the server too): the query is
// fetched into the query client the page reads, and an API 404 (no such page, post or text) answers the
// 404 page with its status. Any other failure stays in the query: the page shows it with a retry.
import type { ComponentType } from 'react';
import { data, type LoaderFunction } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';

export function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way for a loader to answer a status
  throw data(null, { status: 404, statusText: 'Not found' });
}

/** Runs `load` (an `ensureQueryData`); the 404 page when the API has no such thing, undefined on another failure. */
export async function ensureOr404<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    return undefined;
  }
}

/** A content route module's loader and page, for the route's first path segment (`about`, `terms`…). */
export interface ContentRouteModule {
  loader: LoaderFunction;
  Component: ComponentType;
}
