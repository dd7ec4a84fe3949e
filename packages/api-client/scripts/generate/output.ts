/**
 * What the generators share once their files are rendered: formatting them as the repository
 * formats code (so they read as if written by hand and the check compares what is committed), and
 * writing them, or, with `--check`, failing on every file that differs from what is committed.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as prettier from 'prettier';

/** The methods that read (their operations are reads for the roles table and the cache). */
export const READ_METHODS = new Set(['get', 'head']);

/** `files`' TypeScript formatted with the repository's Prettier settings (`skip` left as is). */
export async function formatted(
  files: Map<string, string>,
  outputDir: URL,
  skip: (name: string) => boolean = () => false,
): Promise<Map<string, string>> {
  const options = (await prettier.resolveConfig(fileURLToPath(outputDir))) ?? {};
  const result = new Map<string, string>();
  for (const [name, content] of files) {
    result.set(
      name,
      name.endsWith('.ts') && !skip(name)
        ? await prettier.format(content, { ...options, parser: 'typescript' })
        : content,
    );
  }
  return result;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

/**
 * Writes `files` (names relative to `outputDir`) or, with `check`, writes nothing and exits 1
 * naming each file that differs. With `prune`, a file under `outputDir` that is no longer
 * generated (an operation removed from the contract) is removed, or counted as stale.
 */
export async function writeGenerated(
  files: Map<string, string>,
  outputDir: URL,
  { check, prune = false, regenerate }: { check: boolean; prune?: boolean; regenerate: string },
): Promise<void> {
  const root = fileURLToPath(outputDir);
  const stale: string[] = [];
  for (const [name, content] of files) {
    const path = join(root, name);
    const current = await readFile(path, 'utf8').catch(() => undefined);
    if (current === content) continue;
    if (check) stale.push(path);
    else {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    }
  }
  if (prune) {
    for (const path of await filesUnder(root)) {
      if (files.has(relative(root, path))) continue;
      if (check) stale.push(path);
      else await rm(path);
    }
  }
  if (stale.length > 0) {
    console.error(
      `Stale generated files (the contract changed):\n  ${stale.join('\n  ')}\n` +
        `Run \`${regenerate}\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(check ? 'Generated files are up to date.' : `Wrote ${files.size} generated files.`);
}
