// The typeface as a stylesheet: this app's server loads the packages from node_modules, and Node
// cannot import CSS (`@hygiene/ui/fonts` imports it); Vite puts it into the page's head.
import '@hygiene/ui/fonts.css';

import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

/** The document the server renders and the browser hydrates. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>React Router example: hygiene widgets</title>
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
