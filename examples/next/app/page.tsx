// A server component: the kit's and realtime's modules are marked 'use client', so it renders
// them here and Next.js draws the client boundary at their import.
import { HygieneThemeProvider } from '@hygiene/ui';

import { Embedded } from './Embedded';

/** The platform: the sandbox (`./dev sandbox --allow-origin http://localhost:3005`) by default. */
const platform = process.env['NEXT_PUBLIC_PLATFORM_URL'] ?? 'http://localhost:8080';

export default function Page() {
  return (
    <HygieneThemeProvider mode="light">
      <main>
        <h1>Next.js app embedding the hygiene widgets</h1>
        <Embedded platform={platform} />
      </main>
    </HygieneThemeProvider>
  );
}
