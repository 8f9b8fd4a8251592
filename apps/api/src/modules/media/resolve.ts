// The pictures of the product by media key (issue 17 item 4), as the API answers them. SEAM: the
// pictures work (modules/media) replaces this body with the media table's lookup; until it lands every
// key resolves to nothing and callers answer `null` pictures.
import type { Image } from '@spc/domain/images';
import type { Db } from '../../db/client.ts';

/** The stored pictures among `keys`, by key; a key without a picture is absent from the map. */
export async function resolveImages(db: Db, keys: readonly string[]): Promise<Map<string, Image>> {
  void db;
  void keys;
  return new Map();
}
