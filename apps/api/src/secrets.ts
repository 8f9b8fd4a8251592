// Secrets generated on first start and kept in DATA_DIR, so a fresh machine needs no setup and
// restarts keep sessions valid.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({ authSecret: z.string().min(32) });
export type Secrets = z.infer<typeof secretsSchema>;

export async function ensureSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secrets: Secrets = { authSecret: randomBytes(32).toString('base64url') };
  // 'wx' refuses to overwrite a file another instance wrote meanwhile.
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}
