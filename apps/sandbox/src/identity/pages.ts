/**
 * The provider's HTML pages. `hono/html` escapes every interpolated value, so nothing a
 * request carries (realm, username, error) can inject markup.
 */
import { html } from 'hono/html';

import { messages } from '../messages.ts';

type Page = ReturnType<typeof html>;

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f2f4f7; color: #1d2939; margin: 0; }
  main { max-width: 360px; margin: 10vh auto; background: #fff; padding: 32px; border-radius: 8px;
         box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin: 16px 0 4px; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 10px; font-size: 1rem;
          border: 1px solid #667085; border-radius: 4px; }
  button { margin-top: 24px; width: 100%; padding: 12px; font-size: 1rem; border: 0;
           border-radius: 4px; background: #1849a9; color: #fff; cursor: pointer; }
  [role="alert"] { background: #fef3f2; color: #912018; padding: 10px; border-radius: 4px; }
  .hint { color: #475467; font-size: 0.9rem; margin-top: 24px; }
`;

/** The sign-in pages' languages: English, and Norwegian Bokmål. */
export type LoginLanguage = keyof typeof messages.login;

/**
 * The language of a sign-in page: the first of the application's `ui_locales` (keycloak-js sends
 * its `locale` there) that the page speaks, else the browser's first `Accept-Language`; `nb`, `nn`
 * and `no` (any region) read Bokmål, anything else English.
 */
export function loginLanguage(
  uiLocales: string | undefined,
  acceptLanguage: string | undefined,
): LoginLanguage {
  const tags = uiLocales?.trim()
    ? uiLocales.trim().split(/\s+/)
    : (acceptLanguage ?? '').split(',').map((entry) => entry.split(';')[0]!.trim());
  // The first tag the page speaks (a page in German is asked for with 'de nb' too): Bokmål for
  // Norwegian in any of its tags, as the console's `languageOfTag` reads them; else English.
  const spoken = tags.find((tag) => /^(nb|nn|no|en)(-|$)/i.test(tag)) ?? '';
  return /^(nb|nn|no)(-|$)/i.test(spoken) ? 'nb' : 'en';
}

function layout(title: string, body: Page, language: LoginLanguage): Page {
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <!-- No icon: otherwise browsers ask for /favicon.ico, which the policy refuses (an error
             in Firefox's console on every sign-in). -->
        <link rel="icon" href="data:," />
        <title>${title}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

export interface LoginPageProps {
  language: LoginLanguage;
  realm: string;
  action: string;
  username: string;
  error: string | undefined;
}

/** The sign-in form, posted back to the provider (never to the application). */
export function loginPage({ language, realm, action, username, error }: LoginPageProps): Page {
  const t = messages.login[language];
  return layout(
    t.pageTitle(realm),
    html`<h1>${t.heading}</h1>
      ${error ? html`<p role="alert">${error}</p>` : ''}
      <form method="post" action="${action}">
        <label for="username">${t.username}</label>
        <input
          id="username"
          name="username"
          autocomplete="username"
          autofocus
          required
          value="${username}"
        />
        <label for="password">${t.password}</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
        />
        <button type="submit" name="login">${t.submit}</button>
      </form>
      <p class="hint">${t.hint}</p>`,
    language,
  );
}

/** A plain message page (errors, signed out), with a way back where one is known. */
export function messagePage(
  title: string,
  text: string,
  language: LoginLanguage = 'en',
  back?: { href: string; label: string },
): Page {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>
      ${back ? html`<p><a href="${back.href}">${back.label}</a></p>` : ''}`,
    language,
  );
}
