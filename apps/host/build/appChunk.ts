/**
 * Which of our modules go into the `app` chunk, the one every screen loads with the shell
 * (vite.config.ts): read from the module graph when the build phase ends, not from a list of
 * other packages' paths. A module moves out of the first paint where it is imported (an
 * `import()` at the call site), and the split follows.
 *
 * `app` holds
 * - what the first paint runs: our modules the entry reaches without an `import()`;
 * - what many of the later chunks need (`SHARED_BY`): the screens and the shell's deferred parts
 *   (menu roles, live indicator, hub client), counted by the first paint's `import()`s. Each
 *   would otherwise carry it, or share it in a chunk of its own;
 * - small modules two of them share (`SMALL_MODULE_SIZE`): a chunk of a few hundred bytes costs
 *   a request, and gzip compresses it apart, for less than it weighs in `app`.
 * The rest is Rolldown's own split: what one screen alone uses stays in its chunk.
 *
 * The two numbers were measured with `./dev bench:host-size` (the heaviest first screen; budget
 * 150 kB; the hand-kept path lists this replaced gave 149.8 kB), each pair set here and built:
 *
 *   SHARED_BY / SMALL_MODULE_SIZE   6 / 400   8 / 0   8 / 300   8 / 400   8 / 500   8 / 700   10 / 400
 *   heaviest first screen, kB       150.6     149.8   149.4     149.4     149.7     150.2     150.1
 *
 * Measured again with issue 50's lazy parts (the bell, who is on a case, the notification forms:
 * more later chunks share the data modules), each pair set here and built:
 *
 *   SHARED_BY / SMALL_MODULE_SIZE   7 / 400   8 / 250   8 / 300   8 / 350   8 / 400   9 / 300   10 / 400
 *   heaviest first screen, bytes    151,029   150,422   149,996   150,186   150,528   150,204   150,882
 *
 * Rolldown's groups take a member's own imports along (`includeDependenciesRecursively`), so a
 * small shared module brings what it imports into `app` too; the measurements include that.
 */
import type { Plugin } from 'vite';

import { reach, shapeOf, type ModuleShape } from '../../../scripts/build/moduleReach';

/** A module that this many of the first paint's later chunks need goes into `app`. */
const SHARED_BY = 8;
/**
 * A module this small (its statements in the transformed code, comments between them left out,
 * in characters) goes into `app` when two later chunks share it.
 */
const SMALL_MODULE_SIZE = 300;

export interface AppChunk {
  plugin: Plugin;
  /** For the chunk group's `test`: whether the module belongs in `app`. */
  test: (id: string) => boolean;
}

const isOurs = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

export function appChunk(): AppChunk {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'hygiene:app-chunk',
    apply: 'build',
    async buildEnd(error) {
      members.clear();
      if (error) return;
      const shapes = new Map<string, ModuleShape>();
      const resolved = new Map<string, string | null>();
      const info = (id: string) => this.getModuleInfo(id);
      const graph = {
        isOurs,
        shapeOf: (id: string) => {
          let shape = shapes.get(id);
          if (!shape) {
            try {
              shape = shapeOf(this.parse(info(id)?.code ?? '', { lang: 'js' }));
            } catch (error) {
              // Code this parser cannot read only costs placement: the walk stops there.
              this.warn(`app chunk: ${id} not read (${String(error)})`);
              shape = {
                local: new Set(),
                reexports: new Map(),
                stars: [],
                imports: new Map(),
                dynamicImports: new Map(),
                size: 0,
              };
            }
            shapes.set(id, shape);
          }
          return shape;
        },
        resolve: async (source: string, importer: string) => {
          const key = `${importer}\n${source}`;
          if (!resolved.has(key)) {
            const result = await this.resolve(source, importer);
            resolved.set(key, result && !result.external ? result.id : null);
          }
          return resolved.get(key)!;
        },
      };

      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => info(id)?.isEntry);
      const firstPaint = await reach(entries, graph);
      const later = new Set(
        [...firstPaint].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []).filter(isOurs),
      );
      const sharedBy = new Map<string, number>();
      for (const root of later)
        for (const id of await reach([root], graph)) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);

      // The entry's own module stays the entry chunk, which the manifest names: for an HTML
      // entry (Vite's index.html), the scripts the page loads.
      const entryChunk = new Set(
        entries.flatMap((id) => (id.endsWith('.html') ? (info(id)?.importedIds ?? []) : [id])),
      );
      for (const id of ids) {
        if (!isOurs(id) || entryChunk.has(id) || entries.includes(id)) continue;
        const count = sharedBy.get(id) ?? 0;
        if (
          firstPaint.has(id) ||
          count >= SHARED_BY ||
          (count >= 2 && graph.shapeOf(id).size < SMALL_MODULE_SIZE)
        )
          members.add(id);
      }
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
