import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

import { reach, shapeOf, type ModuleGraph } from '../build/moduleReach.ts';
import { fileHasher, hashOf } from './inputs.ts';

/**
 * A small repository, written as our stories and kit are: two kit components behind the kit's
 * entry (a barrel), a theme they share, and three story files: one imports a component
 * directly, one the other component through the barrel, and one a screen behind `import()`
 * that uses the button through the barrel. Sources are TypeScript; a library is a leaf.
 */
const root = '/repo';
const sources: Record<string, string> = {
  '/repo/ui/theme.ts': 'export const colour = "blue";',
  '/repo/ui/Button.tsx':
    "import { colour } from './theme'; import { useState } from 'react'; export const Button = () => colour;",
  '/repo/ui/Banner.tsx':
    "import { colour } from './theme'; import type { Props } from './types'; export const Banner = (p: Props) => colour;",
  '/repo/ui/types.ts': 'export interface Props { tone: string }',
  '/repo/ui/index.ts': "export { Button } from './Button'; export { Banner } from './Banner';",
  '/repo/ui/Button.stories.tsx':
    "import { Button } from './Button'; export const Default = () => <Button />;",
  '/repo/ui/Banner.stories.tsx':
    'import { Banner } from \'./index\'; export const Default = () => <Banner tone="info" />;',
  '/repo/console/Screen.stories.tsx':
    "import { lazy } from 'react'; const Screen = lazy(() => import('./Screen')); export const Loaded = () => <Screen />;",
  '/repo/console/Screen.tsx':
    "import { Button } from '../ui/index'; export default function Screen() { return <Button />; }",
};
const stories = [
  '/repo/ui/Button.stories.tsx',
  '/repo/ui/Banner.stories.tsx',
  '/repo/console/Screen.stories.tsx',
];

/** The repository's graph: `./x` and `../x` resolve beside the importer, the rest are libraries. */
const graph: ModuleGraph = {
  isOurs: (id) => id.startsWith(`${root}/`),
  shapeOf: (id) => shapeOf(parseAst(sources[id]!, { lang: 'tsx' })),
  resolve: async (source, importer) => {
    if (!source.startsWith('.')) return `/lib/${source}`;
    const path = new URL(source, `file://${importer}`).pathname;
    return ['', '.ts', '.tsx'].map((ext) => path + ext).find((id) => id in sources) ?? null;
  },
};

/** Each story file's inputs hash, with some files' contents changed. */
async function hashes(changed: Record<string, string>) {
  const hashFile = fileHasher(root, (file) => Buffer.from(changed[file] ?? sources[file]!));
  const result: Record<string, string> = {};
  for (const story of stories) {
    const reached = await reach([story], graph, { followImportCalls: true });
    result[story] = hashOf({ story: [...reached].sort().map(hashFile) });
  }
  return result;
}

/** The story files whose pictures a change draws again. */
async function retaken(change: Record<string, string>) {
  const [before, after] = await Promise.all([hashes({}), hashes(change)]);
  return stories.filter((story) => before[story] !== after[story]);
}

describe('what draws a picture', () => {
  it('reaches what a story draws: barrels by name, screens behind import(), no types', async () => {
    expect(
      [
        ...(await reach(['/repo/console/Screen.stories.tsx'], graph, { followImportCalls: true })),
      ].sort(),
    ).toEqual([
      '/repo/console/Screen.stories.tsx',
      '/repo/console/Screen.tsx',
      '/repo/ui/Button.tsx',
      '/repo/ui/theme.ts',
    ]);
    expect([...(await reach(['/repo/ui/Banner.stories.tsx'], graph))].sort()).toEqual([
      '/repo/ui/Banner.stories.tsx',
      '/repo/ui/Banner.tsx',
      '/repo/ui/theme.ts',
    ]);
  });

  it('changing one kit component retakes exactly the stories that import it', async () => {
    // The button's colour: its own story and the screen that imports it through the barrel, not
    // the banner's story, which imports the banner through the same barrel.
    expect(await retaken({ '/repo/ui/Button.tsx': 'export const Button = () => "red";' })).toEqual([
      '/repo/ui/Button.stories.tsx',
      '/repo/console/Screen.stories.tsx',
    ]);
    expect(await retaken({ '/repo/ui/Banner.stories.tsx': '// a new story' })).toEqual([
      '/repo/ui/Banner.stories.tsx',
    ]);
  });

  it('a file every component imports retakes every story that reaches it', async () => {
    expect(await retaken({ '/repo/ui/theme.ts': 'export const colour = "green";' })).toEqual(
      stories,
    );
  });

  it('a type-only import draws nothing', async () => {
    expect(
      await retaken({ '/repo/ui/types.ts': 'export interface Props { tone: number }' }),
    ).toEqual([]);
  });

  it('a file is named by its path from the root, so every clone hashes alike', () => {
    const read = () => Buffer.from('same');
    expect(fileHasher('/a/repo', read)('/a/repo/ui/Button.tsx')).toBe(
      fileHasher('/b/clone', read)('/b/clone/ui/Button.tsx'),
    );
    expect(fileHasher(root, read)('virtual:msw')).toBe('virtual virtual:msw');
  });

  it('names its parts, so the same lines under another part hash apart', () => {
    expect(hashOf({ shared: ['x'], story: [] })).not.toBe(hashOf({ shared: [], story: ['x'] }));
  });
});
