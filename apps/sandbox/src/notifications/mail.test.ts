import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import type { Case } from '@hygiene/api-client';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';

import type { Logger } from '../logger.ts';
import type { PlatformMessage } from '../platform/port.ts';
import { createDelivery } from './delivery.ts';
import { absoluteLink, composeMail, createMailer } from './mail.ts';
import { pushPayload } from './webPush.ts';

const ORIGIN = 'http://localhost:8080';
const TYPED = `<img src=x onerror="alert(1)"> & 'Rom'`;

function message(overrides: Partial<PlatformMessage> = {}): PlatformMessage {
  const firstCase = {
    id: 'case-7',
    deviceId: 'dev-1',
    serialNumber: 'HDC1-1',
    severity: 'critical',
  };
  return {
    tenant: 'demo',
    person: { id: 'staff', name: 'Staff Person' },
    email: 'staff@sandbox.invalid',
    push: [],
    language: 'en',
    kind: 'opened',
    cases: [firstCase as Case],
    total: 1,
    subject: `Empty: HDC1-1 (${TYPED})`,
    text: `Needs attention at demo:\n\n- Empty: HDC1-1, ${TYPED}`,
    links: {
      open: '/demo/device/dev-1',
      unsubscribeEmail: '/demo/notifications?unsubscribe=email',
      unsubscribePush: '/demo/notifications?unsubscribe=push',
    },
    sentAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A loopback port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => {}, warn: (line) => warnings.push(line) };
}

describe('the e-mail of a notification', () => {
  it('escapes every text in the HTML part: what people typed is never markup', () => {
    const mail = composeMail({ ...message(), email: 'staff@sandbox.invalid' }, ORIGIN);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Rom&#39;',
    );
    // The text part is plain text, as typed.
    expect(mail.text).toContain(TYPED);
    expect(mail.subject).toContain(TYPED);
  });

  it('links the console absolutely, in the person language, with List-Unsubscribe', () => {
    const en = composeMail({ ...message(), email: 'staff@sandbox.invalid' }, ORIGIN);
    expect(en.from).toBe('Hygiene console <notifications@sandbox.invalid>');
    expect(en.text).toContain(`Open in the console: ${ORIGIN}/demo/device/dev-1`);
    expect(en.text).toContain(`Stop these e-mails: ${ORIGIN}/demo/notifications?unsubscribe=email`);
    expect(en.html).toContain(`<a href="${ORIGIN}/demo/device/dev-1">Open in the console</a>`);
    expect(en.headers['List-Unsubscribe']).toBe(`<${ORIGIN}/demo/notifications?unsubscribe=email>`);
    const nb = composeMail(
      { ...message({ language: 'nb' }), email: 'staff@sandbox.invalid' },
      ORIGIN,
    );
    expect(nb.text).toContain(`Åpne i konsollen: ${ORIGIN}/demo/device/dev-1`);
    expect(nb.text).toContain('Stopp disse e-postene: ');
  });

  it('never links away from the console', () => {
    expect(absoluteLink(ORIGIN, '//elsewhere.example/x')).toBe(`${ORIGIN}/elsewhere.example/x`);
    expect(pushPayload(message(), ORIGIN)).toEqual({
      title: message().subject,
      body: message().text,
      url: `${ORIGIN}/demo/device/dev-1`,
      tag: 'case-7',
      unsubscribeUrl: `${ORIGIN}/demo/notifications?unsubscribe=push`,
    });
  });
});

describe('a delivery that fails', () => {
  it('is logged, never thrown: an SMTP server and a push service that cannot be reached', async () => {
    const logger = recordingLogger();
    const port = await closedPort();
    const mailer = createMailer({ status: 'external', url: `smtp://127.0.0.1:${port}` });
    const delivery = createDelivery({
      mailer,
      vapid: webpush.generateVAPIDKeys(),
      consoleOrigin: () => ORIGIN,
      logger,
    });
    // A browser's keys, as `pushManager.subscribe()` makes them.
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const keys = {
      p256dh: browser.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    expect(() =>
      delivery.deliver(
        message({
          push: [
            {
              tenant: 'demo',
              personId: 'staff',
              endpoint: `http://127.0.0.1:${port}/push/abc`,
              keys,
            },
          ],
        }),
      ),
    ).not.toThrow();
    await delivery.delivered();
    mailer.close();
    expect(logger.warnings.toSorted()).toEqual([
      `E-mail to staff@sandbox.invalid could not be sent: connect ECONNREFUSED 127.0.0.1:${port}`,
      `Web push to staff at http://127.0.0.1:${port} could not be sent: fetch failed (ECONNREFUSED)`,
    ]);
  });
});
