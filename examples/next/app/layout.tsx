import '@hygiene/ui/fonts';

import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { StyledComponentsRegistry } from './StyledComponentsRegistry';

export const metadata: Metadata = {
  title: 'Next.js example: hygiene widgets',
  icons: { icon: 'data:,' },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>{children}</StyledComponentsRegistry>
      </body>
    </html>
  );
}
