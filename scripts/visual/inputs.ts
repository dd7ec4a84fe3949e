/**
 * What draws a picture, as one hash (docs/DEVELOPING.md, "Pictures"). A story whose hash equals
 * the one recorded beside its reference keeps its picture without drawing it (as Chromatic's
 * TurboSnap keeps a snapshot whose files did not change).
 *
 * - The story's own inputs: every file of ours its story file reaches through imports, static
 *   and `import()`, barrels followed by name (`reach` of scripts/build/moduleReach.ts), as the
 *   story tests' Vite resolves them (`storyPictures.ts` reads them).
 * - The inputs every picture shares: the preview and its decorators (the same walk from
 *   `.storybook/preview.tsx` and the pictures' setup file), the camera's own code, the lockfile
 *   (libraries and the shipped typeface are packages, so they change only with it), and the
 *   browser's version.
 *
 * A file is hashed by its path from the repository's root and its content, so the hash is the
 * same on every clone. Libraries are not followed (the lockfile stands for them).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Reads files by content hash, each once per run. */
export function fileHasher(root: string, read: (file: string) => Buffer = readFileSync) {
  const hashes = new Map<string, string>();
  /** A module's line: its path from `root` and its content's hash (a virtual module: its id). */
  return (id: string): string => {
    let line = hashes.get(id);
    if (line === undefined) {
      const file = id.split('?')[0]!;
      const fromRoot = relative(root, file);
      const isFile = file.startsWith('/') && !fromRoot.startsWith('..');
      line = isFile ? `${fromRoot}${id.slice(file.length)} ${sha256(read(file))}` : `virtual ${id}`;
      hashes.set(id, line);
    }
    return line;
  };
}

/** One hash of named parts: each part's lines, in order. */
export const hashOf = (parts: Record<string, readonly string[]>): string =>
  sha256(
    Object.entries(parts)
      .map(([name, lines]) => `${name}\n${lines.join('\n')}`)
      .join('\n\n'),
  );
