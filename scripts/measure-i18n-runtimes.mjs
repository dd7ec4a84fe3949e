// Run from a scratch folder with: npm install @lingui/core@6.11.0 i18next intl-messageformat esbuild
// Gzipped size of what an app bundles for each library's runtime (minified, production).
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const entries = {
  '@lingui/core': "export { setupI18n } from '@lingui/core';",
  i18next: "export { default } from 'i18next';",
  'intl-messageformat': "export { IntlMessageFormat } from 'intl-messageformat';",
};
for (const [name, contents] of Object.entries(entries)) {
  const out = await build({
    stdin: { contents, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = out.outputFiles[0].contents;
  console.log(
    `${name.padEnd(20)} ${code.length} B minified, ${gzipSync(code, { level: 9 }).length} B gzipped`,
  );
}
