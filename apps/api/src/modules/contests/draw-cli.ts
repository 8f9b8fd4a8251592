// `npm run contest:draw -- --contest <id or url name> --winners <n> --by <staff name> [--seed <hex>]`:
// draws a contest's winners with a fresh seed from crypto and records the draw (seed, entrant list hash,
// winners) in contest_draws; `--verify <draw id>` re-runs a recorded draw from its seed and says whether
// the same winners come out (decision 026). Prints one JSON line.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import * as repo from './repository.ts';
import { drawContest, verifyDraw } from './service.ts';

const { values } = parseArgs({
  options: {
    contest: { type: 'string' },
    winners: { type: 'string', default: '1' },
    by: { type: 'string' },
    seed: { type: 'string' },
    verify: { type: 'string' },
  },
});

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const deps = { db: database.db };
  if (values.verify) {
    const result = await verifyDraw(deps, Number(values.verify));
    console.log(
      JSON.stringify({
        draw: result.draw.id,
        seed: result.draw.seed,
        recorded: result.draw.winners,
        redrawn: result.winners,
        same_entrants: result.sameEntrants,
        reproduced: result.reproduced,
      }),
    );
    process.exitCode = result.reproduced ? 0 : 1;
  } else {
    if (!values.contest || !values.by) {
      throw new Error(
        'Usage: npm run contest:draw -- --contest <id|url name> --winners <n> --by <staff name> [--seed <hex>]',
      );
    }
    const found = /^\d+$/.test(values.contest)
      ? await repo.findById(database.db, Number(values.contest))
      : await repo.findByUrlName(database.db, values.contest);
    if (!found) throw new Error(`There is no contest ${values.contest}.`);
    const draw = await drawContest(deps, {
      contestId: found.contest.id,
      winners: Number(values.winners),
      drawnBy: values.by,
      ...(values.seed && { seed: values.seed }),
    });
    console.log(JSON.stringify(draw));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
