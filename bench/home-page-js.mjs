// The JavaScript the home page loads before anything can run: apps/web/dist/index.html's entry script
// and every chunk it imports statically, transitively, and the app the entry always imports once the
// page's first picture is shown (boot.ts imports main.tsx dynamically: decision 045) with its static
// imports (Vite's build manifest, `build.manifest` in apps/web/vite.config.ts; no other dynamic import
// is followed: lazy routes, dialogs, after-hydration), with each file's raw and gzipped size
// (zlib's default level). Shared by bench/bundle.mjs (the report) and bench/budget.mjs (the CI check).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The built manifest of `dist`, or an Error saying how to get one. */
export function readManifest(dist, repoRoot) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `No build manifest at ${path.relative(repoRoot, manifestFile)}: run \`npm run build\` first ` +
        '(apps/web/vite.config.ts must keep `build.manifest: true`).',
    );
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

/**
 * The home page's initial scripts and stylesheets (dist-relative paths), the entry first, then its
 * static imports depth first in import order (the order the browser discovers them), then the app it
 * imports and that app's static imports.
 * @param {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} manifest
 */
export function homePageFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the build manifest');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is imported but missing from the manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  // The entry's own dynamic imports are the app it always loads (boot.ts → main.tsx): part of the page.
  for (const imported of manifest[entryKey].dynamicImports ?? []) visit(imported);
  const keys = [...seen];
  return {
    scripts: keys.map((key) => manifest[key].file),
    styles: [...new Set(keys.flatMap((key) => manifest[key].css ?? []))],
  };
}

/** A dist file's raw and gzipped sizes. */
export function sizeOf(dist, file) {
  const fullPath = path.join(dist, file);
  if (!existsSync(fullPath)) throw new Error(`${file} is in the manifest but missing from dist`);
  const content = readFileSync(fullPath);
  return { file, raw: content.length, gzip: gzipSync(content).length };
}
