/**
 * The quotas at their edges: a comment of COMMENT_MAX_LENGTH characters, an image of
 * IMAGE_MAX_BYTES and an installation's INSTALLATION_IMAGES_MAX-th image are taken; one more
 * character, byte or image is refused with a problem naming the limit, and nothing is stored.
 */
import { describe, expect, it } from 'vitest';

import {
  COMMENT_MAX_LENGTH,
  DEMO_TENANT,
  IMAGE_MAX_BYTES,
  INSTALLATION_IMAGES_MAX,
  TENANT_HEADER,
} from './constants';
import type { FakePlatform } from './platform';
import { createFakePlatform } from './platform';
import { TEST_BASE_URL, clientFor, fixtures } from './testClient';

const headers = { authorization: 'Bearer t', [TENANT_HEADER]: DEMO_TENANT };

function send(platform: FakePlatform, method: string, path: string, init: RequestInit = {}) {
  return platform.fetch(
    new Request(`${TEST_BASE_URL}${path}`, {
      method,
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    }),
  );
}

function json(platform: FakePlatform, method: string, path: string, body: unknown) {
  return send(platform, method, path, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

function upload(platform: FakePlatform, installationId: string, bytes: number) {
  const form = new FormData();
  // A JPEG's first bytes, then as many as asked: the platform reads a picture by its bytes.
  const data = new Uint8Array(bytes);
  data.set([0xff, 0xd8, 0xff]);
  form.append('imageFile', new Blob([data], { type: 'image/jpeg' }), 'wall.jpg');
  return send(platform, 'POST', `/device-installations/${installationId}/images`, { body: form });
}

interface ProblemBody {
  status: number;
  title: string;
  detail: string;
  errors?: Record<string, string[]>;
}

describe('comment length', () => {
  it(`takes a comment of ${COMMENT_MAX_LENGTH} characters, refuses one more with 413 and stores nothing`, async () => {
    const platform = createFakePlatform();
    const { device } = fixtures(platform);
    const path = `/devices/${device.id}/comments`;
    const before = structuredClone(platform.state.comments);

    const over = await json(platform, 'POST', path, { text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) });
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toBe('application/problem+json');
    const problem = (await over.json()) as ProblemBody;
    expect(problem.title).toBe('Content Too Large');
    expect(problem.detail).toContain(`at most ${COMMENT_MAX_LENGTH} characters`);
    expect(problem.errors?.['text']?.[0]).toContain(String(COMMENT_MAX_LENGTH));
    expect(platform.state.comments).toEqual(before);

    const atLimit = await json(platform, 'POST', path, { text: 'y'.repeat(COMMENT_MAX_LENGTH) });
    expect(atLimit.status).toBe(200);
    expect(platform.state.comments).toHaveLength(before.length + 1);
    expect(platform.state.comments.at(-1)?.text).toHaveLength(COMMENT_MAX_LENGTH);
  });

  it('counts the trimmed text: surrounding spaces do not count against the limit', async () => {
    const platform = createFakePlatform();
    const { device } = fixtures(platform);
    const padded = `   ${'z'.repeat(COMMENT_MAX_LENGTH)}   `;
    const response = await json(platform, 'POST', `/devices/${device.id}/comments`, {
      text: padded,
    });
    expect(response.status).toBe(200);
  });

  it('refuses an edit one character over the limit and keeps the comment as it was', async () => {
    const platform = createFakePlatform();
    const { device, comment } = fixtures(platform);
    const path = `/devices/${device.id}/comments/${comment.id}`;
    const before = structuredClone(platform.state.comments);

    const over = await json(platform, 'PUT', path, { text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) });
    expect(over.status).toBe(413);
    expect(((await over.json()) as ProblemBody).detail).toContain(String(COMMENT_MAX_LENGTH));
    expect(platform.state.comments).toEqual(before);

    const atLimit = await json(platform, 'PUT', path, { text: 'e'.repeat(COMMENT_MAX_LENGTH) });
    expect(atLimit.status).toBe(200);
    expect(platform.state.comments.find((c) => c.id === comment.id)?.text).toBe(
      'e'.repeat(COMMENT_MAX_LENGTH),
    );
  });
});

describe('image size', () => {
  it(`takes an image of ${IMAGE_MAX_BYTES} bytes, refuses one byte more with 413 and stores nothing`, async () => {
    const platform = createFakePlatform();
    const installation = fixtures(platform).activeInstallation!;
    const before = installation.images.length;

    const over = await upload(platform, installation.id, IMAGE_MAX_BYTES + 1);
    expect(over.status).toBe(413);
    const problem = (await over.json()) as ProblemBody;
    expect(problem.title).toBe('Content Too Large');
    expect(problem.detail).toBe(`An image may be at most ${IMAGE_MAX_BYTES} bytes (5 MiB).`);
    expect(problem.errors?.['imageFile']).toEqual([problem.detail]);
    expect(installation.images).toHaveLength(before);

    const atLimit = await upload(platform, installation.id, IMAGE_MAX_BYTES);
    expect(atLimit.status).toBe(204);
    expect(installation.images).toHaveLength(before + 1);
    // Two 5 MiB multipart bodies are encoded and parsed: under 1 s alone, over 5 s on a busy
    // machine (a fresh-clone run and a run beside a build timed out at Vitest's default).
  }, 30_000);

  it('refuses a body whose Content-Length is far over the limit before reading it', async () => {
    const platform = createFakePlatform();
    const installation = fixtures(platform).activeInstallation!;
    const before = installation.images.length;
    const form = new FormData();
    form.append(
      'imageFile',
      new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' }),
      'a.png',
    );
    const encoded = new Response(form);
    const contentType = encoded.headers.get('content-type')!;
    const body = await encoded.arrayBuffer();
    const response = await send(
      platform,
      'POST',
      `/device-installations/${installation.id}/images`,
      {
        body,
        headers: { 'content-type': contentType, 'content-length': String(2 * IMAGE_MAX_BYTES) },
      },
    );
    expect(response.status).toBe(413);
    expect(installation.images).toHaveLength(before);
  });
});

describe('images per installation', () => {
  it(`takes the ${INSTALLATION_IMAGES_MAX}th image, refuses one more with 409 and stores nothing`, async () => {
    const platform = createFakePlatform();
    const installation = fixtures(platform).activeInstallation!;
    const api = clientFor(platform);
    const image = () =>
      new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    while (installation.images.length < INSTALLATION_IMAGES_MAX - 1) {
      const result = await api.uploadInstallationImage(installation.id, image());
      expect(result.ok).toBe(true);
    }
    const last = await upload(platform, installation.id, 3);
    expect(last.status).toBe(204);
    expect(installation.images).toHaveLength(INSTALLATION_IMAGES_MAX);

    const over = await upload(platform, installation.id, 3);
    expect(over.status).toBe(409);
    const problem = (await over.json()) as ProblemBody;
    expect(problem.detail).toBe(
      `An installation may have at most ${INSTALLATION_IMAGES_MAX} images.`,
    );
    expect(installation.images).toHaveLength(INSTALLATION_IMAGES_MAX);

    // Through the client: a conflict the console can tell apart.
    const refused = await api.uploadInstallationImage(installation.id, image());
    expect(refused.ok || refused.error.status).toBe('conflict');
  });
});
