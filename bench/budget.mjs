// The home page's JavaScript budget (issue 24): fails when the gzipped JavaScript the home page loads
// before anything can run (its entry and the entry's static imports, as bench/bundle.mjs reports it)
// exceeds the bytes committed in bench/budget.json. Deterministic: it reads the build, measures no time.
// Needs a build first: npm run build && npm run bench:budget   (env: BUNDLE_DIST to point elsewhere)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { homePageFiles, readManifest, sizeOf } from './home-page-js.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.BUNDLE_DIST ?? path.join(repoRoot, 'apps/web/dist'));
const budget = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budget.json'), 'utf8'));

try {
  const { scripts } = homePageFiles(readManifest(dist, repoRoot));
  const total = scripts.map((file) => sizeOf(dist, file)).reduce((sum, row) => sum + row.gzip, 0);
  const limit = budget.homePageJsGzipBytes;
  const verdict = total <= limit ? 'within' : 'OVER';
  console.log(
    `Home page JavaScript: ${total.toLocaleString('en')} B gz in ${scripts.length} files; budget ` +
      `${limit.toLocaleString('en')} B (bench/budget.json): ${verdict}` +
      (total <= limit
        ? ` by ${(limit - total).toLocaleString('en')} B`
        : ` by ${(total - limit).toLocaleString('en')} B`),
  );
  if (total > limit) {
    console.error('Shrink the home page JavaScript (npm run bench:bundle lists its files) or justify a new budget.');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
