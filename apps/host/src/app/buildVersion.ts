/** Replaced by Vite at build time (`define` in vite.config.ts); absent in tests and stories. */
declare const __CONSOLE_VERSION__: string | undefined;

/** The version of this build of the console, shown on the on-prem page. */
export function buildVersion(): string {
  return typeof __CONSOLE_VERSION__ === 'string' ? __CONSOLE_VERSION__ : 'development';
}
