// A variant asked for by name (GET /media/<hash>-<width>.<ext>): from storage when it was made
// before, else made now from the source — once, however many requests arrive together (single
// flight) — and stored for every later request and process (docs/decisions/021-pictures.md).
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { findSourceByHash, type VariantSource } from './repository.ts';
import { createSingleFlight } from '../../single-flight.ts';
import { renderVariant, type Crop } from './process.ts';
import { CONTENT_TYPES, parseVariantName, variantStorageKey, variantWidths, type VariantName } from './variants.ts';

export type VariantResult =
  { kind: 'found'; bytes: Buffer; contentType: string } | { kind: 'not-found' } | { kind: 'bad-name' };

export interface MediaService {
  variant(name: string): Promise<VariantResult>;
  /** How many variants this instance has drawn (tests: concurrent first requests draw one). */
  readonly rendered: number;
}

function cropOf(row: VariantSource): Crop | undefined {
  const { cropLeft: left, cropTop: top, cropWidth: width, cropHeight: height } = row;
  return left !== null && top !== null && width !== null && height !== null ? { left, top, width, height } : undefined;
}

export function createMediaService({ db, storage }: { db: Db; storage: FileStorage }): MediaService {
  const flight = createSingleFlight<Buffer | undefined>();
  let rendered = 0;

  async function make(name: VariantName): Promise<Buffer | undefined> {
    const storageKey = variantStorageKey(name);
    const stored = await storage.get(storageKey);
    if (stored) return stored;
    const row = await findSourceByHash(db, name.hash);
    if (!row || !variantWidths(row.width).includes(name.width)) return undefined;
    const bytes = row.sourceSvg !== null ? Buffer.from(row.sourceSvg) : await storage.get(row.sourceKey ?? '');
    if (!bytes) return undefined;
    const output = await renderVariant(
      { bytes, isSvg: row.sourceSvg !== null, width: row.width, crop: cropOf(row) },
      name.width,
      name.format,
    );
    rendered += 1;
    await storage.put(storageKey, output);
    return output;
  }

  return {
    async variant(fileName) {
      const name = parseVariantName(fileName);
      if (!name) return { kind: 'bad-name' };
      const bytes = await flight.run(variantStorageKey(name), () => make(name));
      return bytes ? { kind: 'found', bytes, contentType: CONTENT_TYPES[name.format] } : { kind: 'not-found' };
    },
    get rendered() {
      return rendered;
    },
  };
}
