// GET /v2/home (issue 17 item 4): the home page's pictures — the hero, its largest image.
import type { HomePicturesResponse } from '@spc/domain/catalogue-responses';
import type { Db } from '../../db/client.ts';
import { mediaKeys, resolveImages } from '../media/service.ts';

export async function getHomePictures({ db }: { db: Db }): Promise<HomePicturesResponse> {
  const key = mediaKeys.hero('home');
  return { hero: (await resolveImages(db, [key])).get(key) ?? null };
}
