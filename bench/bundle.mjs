// Bundle size of the home page: the JavaScript that apps/web/dist/index.html loads up front (module
// scripts and modulepreload links), gzipped, per file and in total; stylesheets reported apart.
// Needs a build first: npm run build && npm run bench:bundle   (env: BUNDLE_DIST to point elsewhere)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.BUNDLE_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const indexFile = path.join(dist, 'index.html');

if (!existsSync(indexFile)) {
  console.error(`No build at ${path.relative(repoRoot, indexFile)}: run \`npm run build\` first.`);
  process.exit(1);
}

const html = readFileSync(indexFile, 'utf8');
const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
const tags = (name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

const scripts = new Set();
for (const tag of tags('script')) {
  const src = attr(tag, 'src');
  if (src) scripts.add(src);
}
const styles = new Set();
for (const tag of tags('link')) {
  const rel = attr(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
  const href = attr(tag, 'href');
  if (!href) continue;
  if (rel.includes('modulepreload')) scripts.add(href);
  else if (rel.includes('stylesheet')) styles.add(href);
}

function sizes(urls) {
  return [...urls]
    .filter((url) => !/^([a-z]+:)?\/\//i.test(url)) // only files we ship
    .map((url) => {
      const file = path.join(dist, url.split(/[?#]/)[0].replace(/^\//, ''));
      if (!existsSync(file)) throw new Error(`${url} is referenced by index.html but missing from dist`);
      const content = readFileSync(file);
      return { file: url, raw: content.length, gzip: gzipSync(content).length };
    });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
function report(title, rows) {
  if (rows.length === 0) {
    console.log(`${title}: none`);
    return;
  }
  console.log(title);
  const width = Math.max(...rows.map((r) => r.file.length));
  for (const r of rows)
    console.log(`  ${r.file.padEnd(width)}  ${kb(r.gzip).padStart(7)} KB gz  (${kb(r.raw)} KB raw)`);
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log(`  ${'total'.padEnd(width)}  ${kb(total.gzip).padStart(7)} KB gz  (${kb(total.raw)} KB raw)`);
}

report('JavaScript loaded by the home page', sizes(scripts));
report('Stylesheets', sizes(styles));
