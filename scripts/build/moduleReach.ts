/**
 * Which of our modules a starting module needs, read from their code as Rolldown's tree-shaking
 * reads it: static imports are followed, and barrels are followed by name. `import { Button }
 * from '@hygiene/ui'` needs `Button` and what it imports, not the picker that the same entry also
 * re-exports; `messages.home` needs the `home` texts, not every text behind the namespace.
 *
 * `import()` is a later chunk for the host's chunking (apps/host/build/appChunk.ts), which does
 * not follow it; the pictures' inputs (scripts/visual/) do: what a story may draw includes the
 * screens it loads on demand. Type-only imports and exports (TypeScript sources) need nothing.
 */
import type { parseAst } from 'vite';

type Program = ReturnType<typeof parseAst>;

/** What a module imports and exports. */
export interface ModuleShape {
  /** The names it declares and exports itself ('default' included). */
  local: Set<string>;
  /** `export { a as b } from 'x'`: b → x's a ('*' for `export * as b from 'x'`). */
  reexports: Map<string, { source: string; name: string }>;
  /** `export * from 'x'`. */
  stars: string[];
  /** What its own code imports: source → names ('*': all; empty: its side effects only). */
  imports: Map<string, Set<string> | '*'>;
  /**
   * What its own code loads with `import()` of a string: source → names (those destructured
   * from `await import(…)`, else '*').
   */
  dynamicImports: Map<string, Set<string> | '*'>;
  /** The length of its statements, comments between them left out: what it weighs in a chunk. */
  size: number;
}

/** What the walk asks of the build. */
export interface ModuleGraph {
  /** Libraries and virtual modules are not followed: only our own source is placed. */
  isOurs(id: string): boolean;
  shapeOf(id: string): ModuleShape;
  /** The module `source` names from `importer`, or null when it is external. */
  resolve(source: string, importer: string): Promise<string | null>;
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? node.name! : String(node.value);

/**
 * The members a namespace import is read by (`messages.tenants`), which is all tree-shaking
 * keeps; '*' when the namespace is used whole (passed on, or indexed by a variable).
 */
function membersOf(program: Program, namespace: string): Set<string> | '*' {
  const names = new Set<string>();
  let whole = false;
  const visit = (node: unknown, key?: string): void => {
    if (whole || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((child) => visit(child));
    const { type } = node as Node;
    if (type === 'ImportDeclaration') return;
    const member = node as { computed?: boolean; object?: Node; property?: Node };
    if (
      type === 'MemberExpression' &&
      !member.computed &&
      member.object?.type === 'Identifier' &&
      member.object['name'] === namespace
    ) {
      names.add(nameOf(member.property as { type: string; name: string }));
      return;
    }
    // `x.messages` is a property named like the namespace, not a use of it.
    if (type === 'Identifier' && (node as Node)['name'] === namespace && key !== 'property') {
      whole = true;
      return;
    }
    for (const [childKey, child] of Object.entries(node)) visit(child, childKey);
  };
  visit(program.body);
  return whole ? '*' : names;
}

/** The names a declaration binds: `a`, and those of `{ a, b: [c] } = …`. */
function bindingNames(pattern: unknown): string[] {
  const node = pattern as Node | null;
  if (!node) return [];
  switch (node.type) {
    case 'Identifier':
      return [node['name'] as string];
    case 'ObjectPattern':
      return (node['properties'] as Node[]).flatMap((property) =>
        bindingNames(property.type === 'RestElement' ? property['argument'] : property['value']),
      );
    case 'ArrayPattern':
      return (node['elements'] as unknown[]).flatMap(bindingNames);
    case 'AssignmentPattern':
      return bindingNames(node['left']);
    case 'RestElement':
      return bindingNames(node['argument']);
    default:
      return [];
  }
}

/** Whether an import or export names types only (`import type`, `export type … from`). */
const typeOnly = (node: object) =>
  ('importKind' in node && node.importKind === 'type') ||
  ('exportKind' in node && node.exportKind === 'type');

/**
 * The `import()`s of a string in `program`: source → the names destructured from
 * `const { a, b } = await import('x')`, or '*' where the module is used whole (`lazy(() =>
 * import('x'))`, `.then(…)`).
 */
function dynamicImportsOf(program: Program): Map<string, Set<string> | '*'> {
  const found = new Map<string, Set<string> | '*'>();
  const add = (source: string, names: Set<string> | '*') => {
    const known = found.get(source);
    found.set(source, known === '*' || names === '*' ? '*' : new Set([...(known ?? []), ...names]));
  };
  const sourceOf = (node: Node | undefined) => {
    const value = node?.type === 'Literal' ? node['value'] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const current = node as Node;
    // `const { a, b } = await import('x')`: a and b.
    if (current.type === 'VariableDeclarator') {
      const init = current['init'] as Node | undefined;
      const imported = init?.type === 'AwaitExpression' ? (init['argument'] as Node) : undefined;
      const source =
        imported?.type === 'ImportExpression' ? sourceOf(imported['source'] as Node) : undefined;
      const pattern = current['id'] as Node;
      if (source !== undefined && pattern.type === 'ObjectPattern') {
        const names = (pattern['properties'] as Node[]).map((property) =>
          property.type === 'Property' ? nameOf(property['key'] as { type: string }) : '*',
        );
        add(source, names.includes('*') ? '*' : new Set(names));
        return;
      }
    }
    if (current.type === 'ImportExpression') {
      const source = sourceOf(current['source'] as Node);
      if (source !== undefined) add(source, '*');
    }
    for (const child of Object.values(current)) visit(child);
  };
  visit(program.body);
  return found;
}

/** A module's imports and exports, from its code (type-only ones left out). */
export function shapeOf(program: Program): ModuleShape {
  const shape: ModuleShape = {
    local: new Set(),
    reexports: new Map(),
    stars: [],
    imports: new Map(),
    dynamicImports: dynamicImportsOf(program),
    size: program.body.reduce((total, node) => total + node.end - node.start, 0),
  };
  // Imported bindings by local name: `import { x } from 'a'; export { x }` passes a's x on.
  const imported = new Map<string, { source: string; name: string }>();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || typeOnly(node)) continue;
    const specifiers = node.specifiers.filter((specifier) => !typeOnly(specifier));
    // `import { type A } from 'x'` brings nothing, unlike `import 'x'`.
    if (specifiers.length === 0 && node.specifiers.length > 0) continue;
    const names = new Set<string>();
    let all = false;
    for (const specifier of specifiers) {
      let name: string;
      if (specifier.type === 'ImportNamespaceSpecifier') {
        name = '*';
        const used = membersOf(program, specifier.local.name);
        if (used === '*') all = true;
        else used.forEach((member) => names.add(member));
      } else {
        name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported);
        names.add(name);
      }
      imported.set(specifier.local.name, { source: node.source.value, name });
    }
    const known = shape.imports.get(node.source.value);
    shape.imports.set(
      node.source.value,
      known === '*' || all ? '*' : new Set([...(known ?? []), ...names]),
    );
  }
  for (const node of program.body) {
    switch (node.type) {
      case 'ExportAllDeclaration':
        if (typeOnly(node)) break;
        if (node.exported)
          shape.reexports.set(nameOf(node.exported), { source: node.source.value, name: '*' });
        else shape.stars.push(node.source.value);
        break;
      case 'ExportNamedDeclaration': {
        if (typeOnly(node)) break;
        for (const specifier of node.specifiers) {
          if (typeOnly(specifier)) continue;
          const exported = nameOf(specifier.exported);
          const local = nameOf(specifier.local);
          const via = node.source
            ? { source: node.source.value, name: local }
            : imported.get(local);
          if (via) shape.reexports.set(exported, via);
          else shape.local.add(exported);
        }
        const declaration = node.declaration;
        if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations)
            bindingNames(declarator.id).forEach((name) => shape.local.add(name));
        } else if (declaration && 'id' in declaration && declaration.id)
          shape.local.add(nameOf(declaration.id as { type: string; name?: string }));
        break;
      }
      case 'ExportDefaultDeclaration':
        shape.local.add('default');
        break;
    }
  }
  return shape;
}

/** What a module is asked for: names, all of them ('*'), or its code alone ('code'). */
type Need = ReadonlySet<string> | '*' | 'code';

/**
 * Every module of ours whose code runs once `roots` run: without any `import()`, or with every
 * `import()` of a string too (`followImportCalls`).
 */
export async function reach(
  roots: readonly string[],
  graph: ModuleGraph,
  { followImportCalls = false } = {},
): Promise<Set<string>> {
  const reached = new Set<string>();
  // The names each module was asked for so far ('*': all of them).
  const asked = new Map<string, Set<string> | '*'>();
  const work: { id: string; need: Need }[] = roots.map((id) => ({ id, need: 'code' }));
  const ask = async (source: string, from: string, need: Need) => {
    const id = await graph.resolve(source, from);
    if (id !== null && graph.isOurs(id)) work.push({ id, need });
  };

  // A module's code brings what that code imports.
  const runCode = async (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    const { imports, dynamicImports } = graph.shapeOf(id);
    for (const [source, names] of imports)
      await ask(source, id, names === '*' ? '*' : names.size === 0 ? 'code' : names);
    if (!followImportCalls) return;
    for (const [source, names] of dynamicImports) await ask(source, id, names);
  };
  // A name the module only passes on brings the module it comes from, not this one's code. Behind
  // `export *` every target is asked (one that lacks the name runs nothing); `export *` never
  // passes 'default' on.
  const passOn = async (id: string, name: string) => {
    const { reexports, stars } = graph.shapeOf(id);
    const via = reexports.get(name);
    if (via) return ask(via.source, id, via.name === '*' ? '*' : new Set([via.name]));
    if (name !== 'default') for (const source of stars) await ask(source, id, new Set([name]));
  };

  while (work.length > 0) {
    const { id, need } = work.pop()!;
    if (need === 'code') {
      await runCode(id);
      continue;
    }
    const before = asked.get(id);
    if (before === '*') continue;
    const { local, reexports, stars } = graph.shapeOf(id);
    if (need === '*') {
      asked.set(id, '*');
      await runCode(id);
      for (const name of reexports.keys()) await passOn(id, name);
      for (const source of stars) await ask(source, id, '*');
      continue;
    }
    const fresh = [...need].filter((name) => !before?.has(name));
    if (fresh.length === 0) continue;
    asked.set(id, new Set([...(before ?? []), ...fresh]));
    if (fresh.some((name) => local.has(name))) await runCode(id);
    for (const name of fresh) if (!local.has(name)) await passOn(id, name);
  }
  return reached;
}
