/** The page at `/` until the host app is built. */
import { html } from 'hono/html';

import { messages } from './messages.ts';

export function placeholderPage() {
  const t = messages.placeholder;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${t.pageTitle}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 40rem;
            margin: 10vh auto;
            padding: 0 1rem;
            color: #1d2939;
          }
          code {
            background: #f2f4f7;
            padding: 0 4px;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${t.heading}</h1>
          <p>${t.body}</p>
          <ul>
            <li>
              <a href="/config.json"><code>/config.json</code></a>
            </li>
            <li>
              <a href="/realms/demo/.well-known/openid-configuration"
                ><code>/realms/demo/.well-known/openid-configuration</code></a
              >
            </li>
          </ul>
        </main>
      </body>
    </html>`;
}
