/**
 * A Vite build plugin: writes `name.br` and `name.gz` beside every text file of the build
 * (scripts, styles, source maps, the manifest, index.html), so a host serves them compressed
 * by `Accept-Encoding` without compressing on each request (nginx `gzip_static` /
 * `brotli_static`, Caddy `precompressed`, the sandbox's static files).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/** Text the browser asks for; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|map|svg|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hygiene:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}
