import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

import { reach, shapeOf, type ModuleGraph, type ModuleShape } from './moduleReach.ts';

/** A build's module graph in memory: module ids are the import sources, 'lib/…' a library. */
function graphOf(modules: Record<string, string>): ModuleGraph {
  const shapes = new Map<string, ModuleShape>();
  const shape = (id: string) => {
    const code = modules[id];
    if (code === undefined) throw new Error(`no module ${id}`);
    if (!shapes.has(id)) shapes.set(id, shapeOf(parseAst(code)));
    return shapes.get(id)!;
  };
  return {
    isOurs: (id) => !id.startsWith('lib/'),
    shapeOf: shape,
    resolve: (source) => Promise.resolve(source),
  };
}

const reachedFrom = async (modules: Record<string, string>) =>
  [...(await reach(['main'], graphOf(modules)))].sort();

describe('reach', () => {
  it('follows a barrel by name: what the entry imports, not what the barrel also offers', async () => {
    expect(
      await reachedFrom({
        main: "import { Button } from 'ui'; Button();",
        ui: "export { Button } from 'button'; export { Picker } from 'picker';",
        button: "import { focusRing } from 'focus'; export const Button = () => focusRing;",
        focus: 'export const focusRing = 1;',
        picker: 'export const Picker = () => 2;',
      }),
    ).toEqual(['button', 'focus', 'main']);
  });

  it("finds a name behind `export *`, and not the star's other modules", async () => {
    expect(
      await reachedFrom({
        main: "import { b } from 'barrel'; b();",
        barrel: "export * from 'a'; export * from 'b';",
        a: 'export const a = 1;',
        b: 'export const b = () => 2;',
      }),
    ).toEqual(['b', 'main']);
  });

  it('finds a name behind two `export *` in a row', async () => {
    expect(
      await reachedFrom({
        main: "import { deep } from 'barrel'; deep();",
        barrel: "export * from 'middle'; export * from 'other';",
        middle: "export * from 'inner';",
        inner: 'export const deep = () => 1;',
        other: 'export const other = 2;',
      }),
    ).toEqual(['inner', 'main']);
  });

  it("passes an imported binding on without running the re-exporting module's code", async () => {
    expect(
      await reachedFrom({
        main: "import { texts } from 'entry'; texts.home;",
        entry:
          "import * as texts from 'all'; import { heavy } from 'heavy'; export const own = heavy; export { texts };",
        all: "export { home } from 'home';",
        home: "export const home = 'Home';",
        heavy: 'export const heavy = 1;',
      }),
      // The namespace is passed on whole ('all' is a barrel with no code of its own); 'heavy' is
      // what `entry` would have brought had it counted `texts` as its own.
    ).toEqual(['all', 'home', 'main']);
  });

  it('runs a module for a name it binds by destructuring', async () => {
    expect(
      await reachedFrom({
        main: "import { b } from 'pair'; b;",
        pair: 'export const { a, inner: [b] } = { a: 1, inner: [2] };',
      }),
    ).toEqual(['main', 'pair']);
  });

  it('reads a namespace import by its members, and whole when it is passed on', async () => {
    const modules = {
      texts: "export { home } from 'home'; export { users } from 'users';",
      home: "export const home = 'Home';",
      users: "export const users = 'Users';",
    };
    expect(
      await reachedFrom({ ...modules, main: "import * as t from 'texts'; show(t.home);" }),
    ).toEqual(['home', 'main']);
    expect(await reachedFrom({ ...modules, main: "import * as t from 'texts'; show(t);" })).toEqual(
      ['home', 'main', 'texts', 'users'],
    );
  });

  it('stops at import(): a lazy screen is a chunk of its own', async () => {
    expect(
      await reachedFrom({
        main: "import 'fonts'; const screen = () => import('screen');",
        fonts: 'document.fonts;',
        screen: 'export default 1;',
      }),
    ).toEqual(['fonts', 'main']);
  });

  it("runs a module's own code, and what it imports, only for a name it declares", async () => {
    const modules = {
      mixed:
        "import { heavy } from 'heavy'; export const own = () => heavy; export { light } from 'light';",
      heavy: 'export const heavy = 1;',
      light: 'export const light = 2;',
    };
    expect(
      await reachedFrom({ ...modules, main: "import { light } from 'mixed'; light;" }),
    ).toEqual(['light', 'main']);
    expect(await reachedFrom({ ...modules, main: "import { own } from 'mixed'; own;" })).toEqual([
      'heavy',
      'main',
      'mixed',
    ]);
  });

  it('leaves libraries to the vendor chunk', async () => {
    expect(
      await reachedFrom({
        main: "import { useState } from 'lib/react'; import { x } from 'x'; useState(x);",
        x: 'export const x = 1;',
      }),
    ).toEqual(['main', 'x']);
  });
});
