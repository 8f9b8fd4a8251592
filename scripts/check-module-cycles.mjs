// The part of the architecture check dependency-cruiser's rules cannot express (decision 013): no loop
// between API modules. Its `no-cycles` rule sees files, so store → promos and promos → store through
// different files passed it. Here every file is folded into its module (`modules/<m>/…`) and any strongly
// connected set of two or more modules is reported. Runs after `depcruise` in `npm run lint:arch`.
import { execFileSync } from 'node:child_process';

const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
// Tests may reach across (a module's test builds the app and calls others through HTTP); the product's
// own imports are what must not loop.
const TEST = /(\.test\.tsx?|\/test-helpers\.ts)$/;

const json = execFileSync('npx', ['depcruise', 'apps/api/src/modules', '--output-type', 'json'], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const { modules } = JSON.parse(json);

/** @type {Map<string, Map<string, string>>} module → (module it imports → one file import proving it) */
const edges = new Map();
for (const file of modules) {
  const from = MODULE.exec(file.source)?.[1];
  if (!from || TEST.test(file.source)) continue;
  if (!edges.has(from)) edges.set(from, new Map());
  for (const dependency of file.dependencies) {
    const to = MODULE.exec(dependency.resolved)?.[1];
    if (to && to !== from && !edges.get(from).has(to)) {
      edges.get(from).set(to, `${file.source} → ${dependency.resolved}`);
    }
  }
}

// Tarjan's strongly connected components.
let index = 0;
const stack = [];
const state = new Map();
const loops = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);

if (loops.length === 0) {
  console.log(`✔ no loops between API modules (${edges.size} modules)`);
} else {
  for (const loop of loops) {
    console.error(`  error api-no-module-loops: ${loop.join(' ↔ ')}`);
    for (const from of loop) {
      for (const [to, proof] of edges.get(from) ?? []) if (loop.includes(to)) console.error(`      ${proof}`);
    }
  }
  console.error(`\nx ${loops.length} loop(s) between API modules: one of them must ask the other, not both.`);
  process.exitCode = 1;
}
