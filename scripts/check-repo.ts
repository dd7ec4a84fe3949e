/**
 * Repository rules that no compiler or linter sees: `node scripts/check-repo.ts` (a `./dev test`
 * step).
 *
 * 1. The toolchain pins agree: `.node-version` (what `./dev` fetches) is allowed by package.json
 *    `engines.node`, and `engines.pnpm` equals the `packageManager` version.
 * 2. A change to a published package's code carries a changeset: every published package whose
 *    `src/` (tests and stories aside) changed since the base commit is named by a changeset
 *    written in the same range (and still pending), or its CHANGELOG.md changed (`changeset
 *    version` consumed the changeset). The base is `CHANGESET_BASE`, else the merge base with `main` on
 *    another branch, else the commit that introduced this rule.
 * 3. A published package's README names only what its public entry exports: in every table whose
 *    first column is headed 'Export', each backticked name (`name(...)`, `A`, `B` alike;
 *    `DEFAULT_*` any export so named) is exported by `src/index.ts`. Of `object.member`, the
 *    object must be an export, or one a documented function returns (`RETURNED_OBJECTS`); the
 *    member itself is not checked.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The commit where the changeset rule began; earlier history predates it. */
const RULE_SINCE = '37fcc56';

const root = join(import.meta.dirname, '..');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

const problems: string[] = [];

// 1. Toolchain pins.
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string; pnpm: string };
  packageManager: string;
};
const nodePin = readFileSync(join(root, '.node-version'), 'utf8').trim().replace(/^v/, '');
const toNumbers = (version: string) => version.split('.').map(Number) as [number, number, number];
const compare = (a: string, b: string) => {
  const [x, y] = [toNumbers(a), toNumbers(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};
for (const clause of rootPackage.engines.node.split(/\s+/)) {
  const match = /^(>=|<=|>|<)(\d+(?:\.\d+){0,2})$/.exec(clause);
  if (!match) {
    problems.push(`package.json engines.node: cannot read the clause '${clause}'`);
    continue;
  }
  const [, op, bound] = match as unknown as [string, string, string];
  const full = [...bound.split('.'), '0', '0'].slice(0, 3).join('.');
  const c = compare(nodePin, full);
  const ok = op === '>=' ? c >= 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c < 0;
  if (!ok)
    problems.push(`.node-version ${nodePin} is outside engines.node '${rootPackage.engines.node}'`);
}
const pnpmPin = rootPackage.packageManager.replace(/^pnpm@/, '');
if (pnpmPin !== rootPackage.engines.pnpm) {
  problems.push(
    `packageManager pnpm@${pnpmPin} differs from engines.pnpm ${rootPackage.engines.pnpm}`,
  );
}

// 2. Changesets.
const published = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const manifest = JSON.parse(
      readFileSync(join(root, 'packages', entry.name, 'package.json'), 'utf8'),
    ) as { name: string; private?: boolean };
    return { dir: `packages/${entry.name}`, name: manifest.name, private: manifest.private };
  })
  .filter((pkg) => !pkg.private);

function baseCommit(): string {
  if (process.env['CHANGESET_BASE']) return process.env['CHANGESET_BASE'];
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  if (branch !== 'main') {
    try {
      return git('merge-base', 'HEAD', 'main');
    } catch {
      // No local main (a detached CI checkout): fall through to the rule's own start.
    }
  }
  return RULE_SINCE;
}

const base = baseCommit();
let changed: string[] = [];
try {
  changed = git('diff', '--name-only', `${base}...HEAD`).split('\n').filter(Boolean);
} catch {
  console.log(`changesets: base ${base} is not in this clone's history; not checked`);
}
// Uncommitted work counts too, so the rule speaks before the commit, not after.
changed.push(
  ...git('status', '--porcelain')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.slice(3)),
);

const isCode = (file: string) =>
  /\/src\//.test(file) && !/\.(test|stories|test-d)\.tsx?$/.test(file) && !/\/testing\//.test(file);

// Changesets written in the range (still pending): an older pending one speaks for older changes.
const pendingChangesets = readdirSync(join(root, '.changeset'))
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .filter((file) => changed.includes(`.changeset/${file}`))
  .map((file) => readFileSync(join(root, '.changeset', file), 'utf8'));
const namedByChangeset = (name: string) =>
  pendingChangesets.some((text) => {
    const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
    return front.includes(`'${name}'`) || front.includes(`"${name}"`);
  });

for (const pkg of published) {
  const touched = changed.filter((file) => file.startsWith(`${pkg.dir}/`) && isCode(file));
  if (touched.length === 0) continue;
  const versioned = changed.includes(`${pkg.dir}/CHANGELOG.md`);
  if (!versioned && !namedByChangeset(pkg.name)) {
    problems.push(
      `${pkg.name} changed since ${base} (${touched.slice(0, 3).join(', ')}${touched.length > 3 ? ', …' : ''}) ` +
        `but no changeset names it: run ./dev changeset`,
    );
  }
}

// 3. README export tables against the public entries.
/** Objects a README documents the members of that are returned, not exported (`platform.fetch`). */
const RETURNED_OBJECTS = new Set(['platform']);

/** The names `src/index.ts` exports (`export { a, b as c }`, `export type {...}`, declarations). */
function exportedNames(indexSource: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of indexSource.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of (list ?? '').split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .at(-1)
        ?.trim();
      if (name) names.add(name);
    }
  }
  for (const [, name] of indexSource.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:function|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    if (name) names.add(name);
  }
  return names;
}

/** The backticked names of the first column of every 'Export' table of a README. */
function readmeExportClaims(readme: string): string[] {
  const claims: string[] = [];
  let inTable = false;
  for (const line of readme.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const firstCell = line.split(/(?<!\\)\|/)[1]?.trim() ?? '';
    if (/^Export\b/.test(firstCell)) {
      inTable = true;
      continue;
    }
    if (!inTable || /^-+$/.test(firstCell)) continue;
    // `platform.fetch(…)`: a member of what a function returns, not an export; so are the
    // names after it in the same cell (`platform.reset()` / `snapshot()`).
    let members = false;
    for (const [, code] of firstCell.matchAll(/`([^`]+)`/g)) {
      const name = /^[A-Za-z_$][\w$]*\*?/.exec(code ?? '')?.[0];
      if (!name) continue;
      if (code?.[name.length] === '.' && RETURNED_OBJECTS.has(name)) members = true;
      if (!members) claims.push(name);
    }
  }
  return claims;
}

for (const pkg of published) {
  let readme = '';
  try {
    readme = readFileSync(join(root, pkg.dir, 'README.md'), 'utf8');
  } catch {
    continue;
  }
  const exported = exportedNames(readFileSync(join(root, pkg.dir, 'src/index.ts'), 'utf8'));
  for (const claim of readmeExportClaims(readme)) {
    const found = claim.endsWith('*')
      ? [...exported].some((name) => name.startsWith(claim.slice(0, -1)))
      : exported.has(claim);
    if (!found) {
      problems.push(`${pkg.dir}/README.md names \`${claim}\` as an export; src/index.ts has none`);
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(1);
}
console.log(
  `Repository rules hold: toolchain pins agree (Node ${nodePin}, pnpm ${pnpmPin}); ` +
    `every published package changed since ${base} has a changeset; ` +
    `every README export table names only exports.`,
);
