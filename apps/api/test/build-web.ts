// Vitest global setup: the server-rendering tests need the real web build (client + SSR bundle).
// Built once per run, and only when missing (`npm run build` or `npm run test:e2e` refresh it).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const WEB_DIR = path.resolve(import.meta.dirname, '../../web');

export default function buildWebOnce(): void {
  const built =
    existsSync(path.join(WEB_DIR, 'dist', 'index.html')) &&
    existsSync(path.join(WEB_DIR, 'dist-server', 'entry-server.js'));
  if (built) return;
  execFileSync('npm', ['run', 'build', '-w', '@spc/web'], {
    cwd: path.resolve(WEB_DIR, '../..'),
    stdio: 'ignore',
  });
}
