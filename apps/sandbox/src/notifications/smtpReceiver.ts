/**
 * The sandbox's own SMTP receiver (a small Mailpit): where the platform's e-mail goes unless an
 * SMTP server is configured (`SANDBOX_SMTP_URL`). It listens on 127.0.0.1 only, takes any
 * sender, recipient and credentials (authentication is optional), and keeps the newest
 * `INBOX_MESSAGES` messages in memory for the inbox page (`/sandbox/inbox`).
 */
import type { AddressInfo } from 'node:net';

import { simpleParser } from 'mailparser';
import type { HeaderLines } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { INBOX_MESSAGES, LISTEN_HOST, MAX_MAIL_BYTES } from '../constants.ts';
import type { Logger } from '../logger.ts';
import { messages as texts } from '../messages.ts';

/** One message as the receiver got it. */
export interface ReceivedMail {
  /** The envelope's recipients, comma-separated. */
  to: string;
  subject: string;
  text: string;
  /** The HTML part as sent (empty when there is none); never shown unescaped. */
  html: string;
  receivedAt: string;
  headers: { listUnsubscribe: string | null };
}

export interface SmtpReceiver {
  port: number;
  /** Newest first. */
  messages(): readonly ReceivedMail[];
  close(): Promise<void>;
}

export interface SmtpReceiverOptions {
  /** 0 picks a free port. */
  port: number;
  /** When `port` is taken, take a free one instead of failing (and say so). */
  fallBackToFreePort: boolean;
  logger: Logger;
}

/** A header's value from its raw line, unfolded (`List-Unsubscribe: <url>` → `<url>`). */
function headerValue(lines: HeaderLines, name: string): string | null {
  const found = lines.find((line) => line.key === name.toLowerCase());
  if (!found) return null;
  return found.line
    .slice(found.line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

export async function startSmtpReceiver(options: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    banner: 'Hygiene console sandbox',
    authOptional: true,
    // Plain SMTP on loopback: no certificate to offer, and any credentials are welcome.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    size: MAX_MAIL_BYTES,
    logger: false,
    closeTimeout: 1000,
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          inbox.unshift({
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
            headers: { listUnsubscribe: headerValue(mail.headerLines, 'List-Unsubscribe') },
          });
          inbox.length = Math.min(inbox.length, INBOX_MESSAGES);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  // A client that breaks off mid-message is logged, never thrown (a failed listen is answered
  // below).
  let listening = false;
  server.on('error', (error) => {
    if (listening) options.logger.warn(`SMTP receiver: ${String(error)}`);
  });

  let port: number;
  try {
    port = await listen(server, options.port);
  } catch (error) {
    const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    if (!taken || !options.fallBackToFreePort || options.port === 0) throw error;
    port = await listen(server, 0);
    options.logger.warn(texts.log.smtpPortTaken(options.port, port));
  }
  listening = true;
  return {
    port,
    messages: () => inbox,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(port, LISTEN_HOST, () => {
      server.server.off('error', onError);
      resolve((server.server.address() as AddressInfo).port);
    });
  });
}
