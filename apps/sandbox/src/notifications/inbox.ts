/**
 * The inbox: what the sandbox's SMTP receiver got, for a developer to read (`GET /sandbox/inbox`,
 * a page that reloads itself every 5 seconds and runs no script) and for tests
 * (`GET /sandbox/inbox/messages`, the same as JSON, newest first). No token: a loopback developer
 * tool, like Mailpit; the JSON carries no CORS header, so no page on another origin reads it.
 * `hono/html` escapes every value on the page (subjects and texts carry names people typed);
 * the HTML part of a message is shown as its text, never as markup.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { secureHeaders } from 'hono/secure-headers';

import { INBOX_MESSAGES } from '../constants.ts';
import { messages } from '../messages.ts';
import type { ReceivedMail, SmtpReceiver } from './smtpReceiver.ts';

export const INBOX_PATH = '/sandbox/inbox';

export interface InboxOptions {
  /** The sandbox's receiver; absent when e-mail goes to an SMTP server of its own. */
  receiver: SmtpReceiver | undefined;
  /** That server, its password masked, for the page to point at. */
  externalSmtp: string | undefined;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; color: #1d2939; max-width: 60rem; margin: 2rem auto;
         padding: 0 1rem; }
  article { border: 1px solid #d0d5dd; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; background: #f2f4f7; padding: 0.75rem; border-radius: 4px; }
`;

/** The links of a message's text (the console's, absolute), in order, once each. */
function linksOf(mail: ReceivedMail): string[] {
  return [...new Set(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

function page(options: InboxOptions) {
  const t = messages.inbox;
  const inbox = options.receiver?.messages() ?? [];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta http-equiv="refresh" content="5" />
        <link rel="icon" href="data:," />
        <title>${t.pageTitle}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>
          <h1>${t.heading}</h1>
          ${
            options.receiver
              ? html`<p>${t.receiver(options.receiver.port)}</p>
                  <p>${t.intro(inbox.length, INBOX_MESSAGES)}</p>`
              : html`<p>${t.external(options.externalSmtp ?? '')}</p>`
          }
          ${options.receiver && inbox.length === 0 ? html`<p>${t.empty}</p>` : ''}
          ${inbox.map(
            (mail) =>
              html`<article>
                <h2>${mail.subject}</h2>
                <dl>
                  <dt>${t.to}</dt>
                  <dd>${mail.to}</dd>
                  <dt>${t.receivedAt}</dt>
                  <dd><time datetime="${mail.receivedAt}">${mail.receivedAt}</time></dd>
                  <dt>${t.links}</dt>
                  <dd>${linksOf(mail).map((link) => html`<a href="${link}">${link}</a><br />`)}</dd>
                </dl>
                <pre>${mail.text}</pre>
              </article>`,
          )}
        </main>
      </body>
    </html>`;
}

export function inboxRoutes(options: InboxOptions): Hono {
  const app = new Hono();
  app.use(
    '*',
    secureHeaders({
      xFrameOptions: 'DENY',
      referrerPolicy: 'no-referrer',
      // No script, nothing loaded: the page's one <style> is inline.
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ['data:'],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    }),
  );
  app.get('/', (c) => c.html(page(options), 200, { 'cache-control': 'no-store' }));
  app.get('/messages', (c) =>
    c.json(options.receiver?.messages() ?? [], 200, { 'cache-control': 'no-store' }),
  );
  return app;
}
