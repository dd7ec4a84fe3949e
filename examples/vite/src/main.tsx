import '@hygiene/ui/fonts';

import { HygieneThemeProvider } from '@hygiene/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { Embedded } from './Embedded';

/** The platform: the sandbox (`./dev sandbox --allow-origin http://localhost:4175`) by default. */
const platform = import.meta.env.VITE_PLATFORM_URL ?? 'http://localhost:8080';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HygieneThemeProvider mode="light">
      <main>
        <h1>Vite app embedding the hygiene widgets</h1>
        <Embedded platform={platform} />
      </main>
    </HygieneThemeProvider>
  </StrictMode>,
);
