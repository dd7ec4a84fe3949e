import { HygieneThemeProvider } from '@hygiene/ui';

import { Embedded } from '../Embedded';

/** The platform: the sandbox (`./dev sandbox --allow-origin http://localhost:3006`) by default. */
const platform = import.meta.env.VITE_PLATFORM_URL ?? 'http://localhost:8080';

export default function Home() {
  return (
    <HygieneThemeProvider mode="light">
      <main>
        <h1>React Router app embedding the hygiene widgets</h1>
        <Embedded platform={platform} />
      </main>
    </HygieneThemeProvider>
  );
}
