import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { markClientModules } from './markClientModules.ts';

function distWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('markClientModules', () => {
  it('marks the modules that import React or styled-components, and only those', () => {
    const dir = distWith({
      'index.js': 'import { useState } from "react";\nexport const a = useState;\n',
      'chunk-A.js': 'import styled from "styled-components";\nexport const B = styled.div``;\n',
      'chunk-B.js':
        'import { jsx } from "react/jsx-runtime";\nexport const C = () => jsx("p", {});\n',
      'chunk-C.js': 'export const later = () => import("react-dom");\n',
      'constants.js': 'export const SEARCH_DEBOUNCE_MS = 200;\n',
      'parse.js': 'export function parse(text) { return JSON.parse(text); } // reacts to "react"\n',
      'fonts.css': 'import "react";',
    });
    expect(markClientModules(dir)).toEqual(['chunk-A.js', 'chunk-B.js', 'chunk-C.js', 'index.js']);
    expect(readFileSync(join(dir, 'index.js'), 'utf8')).toMatch(/^'use client';\nimport/);
    expect(readFileSync(join(dir, 'constants.js'), 'utf8')).not.toContain('use client');
    expect(readFileSync(join(dir, 'parse.js'), 'utf8')).not.toContain('use client');
  });

  it('moves a marked module’s source map down one line, and marks nothing twice', () => {
    const dir = distWith({
      'index.js': 'import { useState } from "react";\n',
      'index.js.map': JSON.stringify({ version: 3, mappings: 'AAAA,SAAS', sources: ['a.ts'] }),
    });
    markClientModules(dir);
    expect(markClientModules(dir)).toEqual([]);
    const map = JSON.parse(readFileSync(join(dir, 'index.js.map'), 'utf8')) as { mappings: string };
    expect(map.mappings).toBe(';AAAA,SAAS');
    expect(readFileSync(join(dir, 'index.js'), 'utf8').match(/use client/g)).toHaveLength(1);
  });

  it("marks the modules of subfolders too (the kit's entry per component)", () => {
    const dir = distWith({ 'index.js': 'export { Button } from "./chunk-A.js";\n' });
    mkdirSync(join(dir, 'Button'));
    writeFileSync(join(dir, 'Button', 'index.js'), 'import { useId } from "react";\n');
    expect(markClientModules(dir)).toEqual(['Button/index.js']);
  });
});
