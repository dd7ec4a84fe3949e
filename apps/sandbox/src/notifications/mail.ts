/**
 * The platform's e-mail (issue 50), sent with nodemailer: to the sandbox's own SMTP receiver (its
 * inbox) or to the SMTP server of `SANDBOX_SMTP_URL`. The subject and the text come from the
 * platform in the person's language; the sandbox adds the links, absolute under the console's
 * origin, and an HTML part in which every text is escaped (names people typed, of rooms and
 * premises, are never markup).
 */
import { createTransport } from 'nodemailer';

import { DELIVERY_TIMEOUT_MS, MAIL_FROM } from '../constants.ts';
import { messages } from '../messages.ts';
import type { PlatformMessage } from '../platform/port.ts';

/** Where e-mail goes: the receiver's port on 127.0.0.1, or an SMTP URL. */
export type MailTarget = { status: 'receiver'; port: number } | { status: 'external'; url: string };

/** A console path (`/demo/device/…`) as an absolute URL under `origin`. */
export function absoluteLink(origin: string, path: string): string {
  // Never a scheme-relative path (`//elsewhere`): always this origin.
  return new URL(`/${path.replace(/^\/+/, '')}`, origin).toString();
}

/** Text as HTML: every character that could open markup or leave an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface ComposedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: { 'List-Unsubscribe': string };
}

/** The e-mail for a message with an address (`message.email`), links under `consoleOrigin`. */
export function composeMail(
  message: PlatformMessage & { email: string },
  consoleOrigin: string,
): ComposedMail {
  const words = messages.mail[message.language];
  const open = absoluteLink(consoleOrigin, message.links.open);
  const unsubscribe = absoluteLink(consoleOrigin, message.links.unsubscribeEmail);
  const text = `${message.text}\n\n${words.open}: ${open}\n\n${words.unsubscribe}: ${unsubscribe}\n`;
  // Paragraphs where the text has blank lines, its other lines kept apart.
  const paragraphs = message.text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>\n')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${message.language}">
<head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1d2939;">
${paragraphs}
<p><a href="${escapeHtml(open)}">${escapeHtml(words.open)}</a></p>
<p style="font-size: 0.85em; color: #475467;"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>
</body>
</html>
`;
  return {
    from: MAIL_FROM,
    to: message.email,
    subject: message.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  };
}

export interface Mailer {
  /** Sends the message's e-mail (the caller checked `message.email`); rejects when it fails. */
  send(message: PlatformMessage & { email: string }, consoleOrigin: string): Promise<void>;
  close(): void;
}

export function createMailer(target: MailTarget): Mailer {
  const timeouts = {
    connectionTimeout: DELIVERY_TIMEOUT_MS,
    greetingTimeout: DELIVERY_TIMEOUT_MS,
    socketTimeout: DELIVERY_TIMEOUT_MS,
  };
  const transport =
    target.status === 'external'
      ? createTransport({ url: target.url, ...timeouts })
      : // The receiver speaks plain SMTP on loopback: no STARTTLS to try.
        createTransport({ host: '127.0.0.1', port: target.port, ignoreTLS: true, ...timeouts });
  return {
    async send(message, consoleOrigin) {
      await transport.sendMail(composeMail(message, consoleOrigin));
    },
    close: () => transport.close(),
  };
}

/** An SMTP URL fit for a log: the password masked. */
export function redactedSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured SMTP server';
  }
}
