// Import checker, run by `npm run lint`: the module and feature boundaries, and no import cycle.
//
//   node scripts/check-imports.mjs            prints each violation (file:line, rule, fix hint); exits 1 if any
//   node scripts/check-imports.mjs --report   prints the figures (cycles, cross-boundary imports); always exits 0
//
// Rules, over apps/server/src, apps/web/src and packages/shared/src:
//   cycle          no import cycle between files, type-only imports included (as madge counts them: a type cycle
//                  still ties two files together). Dynamic `import()` is left out (lazy routes); test files are left
//                  out of this rule only.
//   web-feature    a file in apps/web/src/features/<x>/ imports another feature only through features/<y>/public.ts.
//                  No two features import each other (web-feature-pair). app/ may import anything; lib/,
//                  components/ and i18n/ import no feature at all (web-layer).
//   server-module  a file in apps/server/src/modules/<x>/ imports another module's files only if they are public:
//                  <y>.service.ts, use-cases/*.ts, <y>.types.ts, a state machine *-state.ts, or PUBLIC_FILES below.
//                  Never a repository; a schema only from another *.schema.ts (foreign keys). apps/server/src/db/ and
//                  test files are exempt.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, listImports, listSourceFiles, resolveSpecifier, SOURCE_EXT } from './import-graph.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const WEB = 'apps/web/src/';
const SERVER_MODULES = 'apps/server/src/modules/';

// Server files another module may import besides <y>.service.ts, use-cases/*.ts, <y>.types.ts and *-state.ts.
// Each entry is an explicit public file of its module, stateless (no table or repository behind it); add one only
// with the reason beside it.
const PUBLIC_FILES = new Set([
  // the short order reference shown everywhere; its own import-free file so any module may use it
  'orders/order-ref.ts',
  // the payments port (interface and its errors) that checkout programs against; adapters stay private
  'payments/payment-provider.ts',
  // one bounded JSON call to a provider (timeouts and 5xx as ProviderUnavailableError), shared with payouts' adapters
  'payments/provider-http.ts',
  // the e-mail templates (rendered text in five languages), handed to mail.service by whoever sends a message
  'mail/templates.ts',
  // image sniffing and resizing for every upload (products, messages)
  'media/images.ts',
  // which UI language a text is written in (pure function over franc-min)
  'translation/detect-language.ts',
]);

const isTest = (rel) => /\.test\.tsx?$/.test(rel) || /(^|\/)(test|__tests__)\//.test(rel);
const toRel = (abs) => path.relative(repoRoot, abs).split(path.sep).join('/');

// ---------------------------------------------------------------------------------------------------------------
// Boundary rules

const webFeature = (rel) => /^apps\/web\/src\/features\/([^/]+)\//.exec(rel)?.[1] ?? null;
const serverModule = (rel) => (rel.startsWith(SERVER_MODULES) ? rel.slice(SERVER_MODULES.length).split('/')[0] : null);

/** A web import's problem, or null. */
function checkWeb(fromRel, targetRel) {
  if (!fromRel.startsWith(WEB) || !targetRel.startsWith(`${WEB}features/`)) return null;
  const target = webFeature(targetRel);
  const from = webFeature(fromRel);
  if (from === null) {
    const layer = fromRel.slice(WEB.length).split('/')[0];
    if (layer === 'app' || layer === 'main.tsx') return null;
    return {
      rule: 'web-layer',
      message: `${layer}/ imports features/${target}`,
      hint: `shared code must not depend on a feature: move what is needed out of features/${target} into lib/ or components/`,
    };
  }
  if (from === target) return null;
  if (targetRel === `${WEB}features/${target}/public.ts`) return null;
  return {
    rule: 'web-feature',
    message: `features/${from} imports ${targetRel.slice(WEB.length)}`,
    hint: `import it from features/${target}/public.ts (export it there), or move a shared helper to lib/, app/ or components/`,
  };
}

function isPublicServerFile(moduleName, inModule) {
  if (PUBLIC_FILES.has(`${moduleName}/${inModule}`)) return true;
  if (inModule === `${moduleName}.service.ts` || inModule === `${moduleName}.types.ts`) return true;
  if (/^use-cases\/[^/]+\.ts$/.test(inModule)) return true;
  return /^[^/]+-state\.ts$/.test(inModule);
}

/** A server import's problem, or null. */
function checkServer(fromRel, targetRel) {
  const from = serverModule(fromRel);
  const target = serverModule(targetRel);
  if (from === null || target === null || from === target || isTest(fromRel)) return null;
  const inModule = targetRel.slice(SERVER_MODULES.length + target.length + 1);
  if (inModule.endsWith('.schema.ts')) {
    if (fromRel.endsWith('.schema.ts')) return null;
    return {
      rule: 'server-schema',
      message: `modules/${from} reads modules/${target}'s tables (${inModule})`,
      hint: `call a use case or service of ${target} instead; only *.schema.ts files may import another schema (foreign keys)`,
    };
  }
  if (isPublicServerFile(target, inModule)) return null;
  if (inModule.endsWith('.repository.ts')) {
    return {
      rule: 'server-repository',
      message: `modules/${from} imports modules/${target}/${inModule}`,
      hint: `a repository is private to its module: call ${target}'s use case or service instead`,
    };
  }
  return {
    rule: 'server-module',
    message: `modules/${from} imports modules/${target}/${inModule}, not a public file`,
    hint: `expose it through ${target}.service.ts, use-cases/ or ${target}.types.ts, or list it in PUBLIC_FILES with the reason`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Main

const reportOnly = process.argv.includes('--report');
const files = ROOTS.flatMap((root) => listSourceFiles(path.join(repoRoot, root))).sort();
const graph = new Map();
const edgeLines = new Map(); // "from\u0000to" -> line of the import
const violations = [];
const figures = {
  webCrossFeature: 0,
  webCrossFeatureNotPublic: 0,
  serverCrossModule: 0,
  serverRepository: 0,
  serverSchema: 0,
  serverOtherPrivate: 0,
};
const featurePairs = new Map(); // "x\u0000y" -> where features/x first imports features/y

for (const abs of files) {
  const fromRel = toRel(abs);
  const edges = new Set();
  for (const entry of listImports(abs)) {
    const target = resolveSpecifier(repoRoot, abs, entry.specifier);
    if (!target) continue;
    const targetRel = toRel(target);

    const fromFeature = webFeature(fromRel);
    const toFeature = webFeature(targetRel);
    if (fromFeature && toFeature && fromFeature !== toFeature) {
      figures.webCrossFeature++;
      const pair = `${fromFeature}\u0000${toFeature}`;
      if (!featurePairs.has(pair)) featurePairs.set(pair, { file: fromRel, line: entry.line });
    }
    const fromModule = serverModule(fromRel);
    const toModule = serverModule(targetRel);
    if (fromModule && toModule && fromModule !== toModule && !isTest(fromRel)) figures.serverCrossModule++;

    const problem = checkWeb(fromRel, targetRel) ?? checkServer(fromRel, targetRel);
    if (problem) {
      violations.push({ file: fromRel, line: entry.line, ...problem });
      if (problem.rule === 'web-feature') figures.webCrossFeatureNotPublic++;
      else if (problem.rule === 'server-repository') figures.serverRepository++;
      else if (problem.rule === 'server-schema') figures.serverSchema++;
      else if (problem.rule === 'server-module') figures.serverOtherPrivate++;
    }

    if (!entry.dynamic && !isTest(fromRel) && !isTest(targetRel) && SOURCE_EXT.some((e) => targetRel.endsWith(e))) {
      edges.add(targetRel);
      if (!edgeLines.has(`${fromRel}\u0000${targetRel}`)) edgeLines.set(`${fromRel}\u0000${targetRel}`, entry.line);
    }
  }
  if (!isTest(fromRel)) graph.set(fromRel, edges);
}

const cycles = findCycles(graph);
const bothWays = [...featurePairs.keys()]
  .map((pair) => pair.split('\u0000'))
  .filter(([a, b]) => a < b && featurePairs.has(`${b}\u0000${a}`))
  .map(([a, b]) => `${a} <-> ${b}`);
for (const pair of bothWays) {
  const [a, b] = pair.split(' <-> ');
  const back = featurePairs.get(`${b}\u0000${a}`);
  violations.push({
    ...featurePairs.get(`${a}\u0000${b}`),
    rule: 'web-feature-pair',
    message: `features/${a} and features/${b} import each other (back: ${back.file}:${back.line})`,
    hint: `one of them must not know the other: move what both need to lib/, app/ or components/, or pass it in as a prop`,
  });
}

if (reportOnly) {
  const lines = [
    `files checked:                             ${files.length}`,
    `import cycles (file level):                ${cycles.length}`,
    `web cross-feature imports:                 ${figures.webCrossFeature}`,
    `  not through features/<y>/public.ts:      ${figures.webCrossFeatureNotPublic}`,
    `  feature pairs importing both ways:       ${bothWays.length}${bothWays.length ? ` (${bothWays.join(', ')})` : ''}`,
    `web shared layers importing a feature:     ${violations.filter((v) => v.rule === 'web-layer').length}`,
    `server cross-module imports (non-test):    ${figures.serverCrossModule}`,
    `  into another module's repository:        ${figures.serverRepository}`,
    `  into another module's schema:            ${figures.serverSchema}`,
    `  into another module's other private file: ${figures.serverOtherPrivate}`,
    `violations in all:                         ${violations.length + cycles.length}`,
  ];
  console.log(lines.join('\n'));
  for (const cycle of cycles) console.log(`  cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
  process.exit(0);
}

for (const v of violations) {
  console.log(`${v.file}:${v.line}  ${v.rule}: ${v.message}\n    fix: ${v.hint}`);
}
for (const cycle of cycles) {
  const line = edgeLines.get(`${cycle[0]}\u0000${cycle[1 % cycle.length]}`) ?? 1;
  console.log(
    `${cycle[0]}:${line}  cycle: ${[...cycle, cycle[0]].join(' -> ')}\n    fix: move the shared part into a file both import, or make one side \`import type\``,
  );
}
const total = violations.length + cycles.length;
if (total > 0) {
  console.log(`\ncheck-imports: ${violations.length} boundary violation(s), ${cycles.length} import cycle(s)`);
  process.exit(1);
}
console.log('check-imports: no import cycle, no boundary violation');
