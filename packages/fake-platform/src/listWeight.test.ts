/**
 * Device lists carry what their screens show, not comments or installation images: a dashboard
 * load (GET /tenants/demo/devices, pageSize 1000) weighs the same whatever the devices'
 * comments and pictures weigh. The bytes are printed, so a run shows the numbers.
 */
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, MAX_PAGE_SIZE, TENANT_HEADER } from './constants';
import type { FakePlatform } from './platform';
import { createFakePlatform } from './platform';
import { TEST_BASE_URL } from './testClient';

const demoHeaders = { authorization: 'Bearer t', [TENANT_HEADER]: DEMO_TENANT };

/** The bytes and the items of one list answer. */
async function list(platform: FakePlatform, path: string) {
  const response = await platform.fetch(
    new Request(`${TEST_BASE_URL}${path}`, { headers: demoHeaders }),
  );
  expect(response.status).toBe(200);
  const text = await response.text();
  const body = JSON.parse(text) as { items: Record<string, unknown>[] };
  return { bytes: new TextEncoder().encode(text).byteLength, items: body.items };
}

const dashboardLoad = `/tenants/${DEMO_TENANT}/devices?page=1&pageSize=${MAX_PAGE_SIZE}`;
const deviceSearch = `/devices?page=1&pageSize=${MAX_PAGE_SIZE}`;

/**
 * Stored data as heavy as a tenant's can get: loaded straight into the state, the way data
 * stored before the limits (or by another client of the real platform) would be there.
 */
function makeHeavy(
  platform: FakePlatform,
  { commentChars, commentsPerDevice, imageBytes, imagesPerInstallation, devices }: Heaviness,
) {
  const snapshot = platform.snapshot();
  const s = snapshot.state;
  const demoDevices = s.devices.filter((d) => d.tenant === DEMO_TENANT).slice(0, devices);
  const image = `data:image/jpeg;base64,${'A'.repeat(Math.ceil(imageBytes / 3) * 4)}`;
  let n = 0;
  for (const device of demoDevices) {
    for (let i = 0; i < commentsPerDevice; i++) {
      s.comments.push({
        id: `heavy-comment-${(n += 1)}`,
        deviceId: device.id,
        text: 'x'.repeat(commentChars),
        created: s.now,
        edited: null,
        author: null,
        authorId: null,
        editedBy: null,
      });
    }
    const installation = s.installations
      .filter((i) => i.deviceId === device.id)
      .sort((a, b) => (a.created < b.created ? -1 : 1))
      .at(-1);
    if (!installation) continue;
    for (let i = 0; i < imagesPerInstallation; i++) {
      installation.images.push({ id: `heavy-image-${(n += 1)}`, url: image });
    }
  }
  platform.load(snapshot);
  return demoDevices;
}

interface Heaviness {
  devices: number;
  commentsPerDevice: number;
  commentChars: number;
  imagesPerInstallation: number;
  imageBytes: number;
}

const cases: [string, Heaviness][] = [
  [
    'the issue: three 10 MB comments',
    {
      devices: 3,
      commentsPerDevice: 1,
      commentChars: 10 * 1024 * 1024,
      imagesPerInstallation: 0,
      imageBytes: 0,
    },
  ],
  [
    'at the limits: 20 devices with 5 full comments and 10 pictures of 500 kB',
    {
      devices: 20,
      commentsPerDevice: 5,
      commentChars: 2000,
      imagesPerInstallation: 10,
      imageBytes: 500 * 1024,
    },
  ],
];

describe('device lists leave out comments and installation images', () => {
  it.each(cases)('a dashboard load weighs the same with %s', async (name, heaviness) => {
    const platform = createFakePlatform();
    const seeded = await list(platform, dashboardLoad);
    makeHeavy(platform, heaviness);
    const heavy = await list(platform, dashboardLoad);
    console.info(
      `GET ${dashboardLoad}: ${seeded.items.length} devices, ${seeded.bytes} bytes as seeded; ` +
        `${heavy.bytes} bytes with ${name}`,
    );
    expect(heavy.bytes).toBe(seeded.bytes);
  });

  it('has no comments and no image data in any list item, GET /devices or the tenant list', async () => {
    const platform = createFakePlatform();
    const heavyDevices = makeHeavy(platform, cases[1]![1]);
    for (const path of [dashboardLoad, deviceSearch]) {
      const { items } = await list(platform, path);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item).not.toHaveProperty('comments');
        const installation = item['deviceInstallation'] as Record<string, unknown> | null;
        if (installation) expect(installation).not.toHaveProperty('images');
      }
      // The heavy devices are in the list, with their installations (what the list shows).
      const listed = items.filter((i) => heavyDevices.some((d) => d.id === i['id']));
      expect(listed.length).toBe(heavyDevices.length);
      expect(listed.some((i) => i['deviceInstallation'] !== null)).toBe(true);
    }
  });

  it('keeps comments and images in the single-device answer, which the device page reads', async () => {
    const platform = createFakePlatform();
    const [device] = makeHeavy(platform, { ...cases[1]![1], devices: 1, imageBytes: 64 });
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/devices/${device!.id}`, { headers: demoHeaders }),
    );
    const body = (await response.json()) as {
      comments: unknown[];
      deviceInstallation: { images: unknown[] } | null;
    };
    expect(body.comments.length).toBeGreaterThanOrEqual(5);
    if (body.deviceInstallation) expect(body.deviceInstallation.images.length).toBeGreaterThan(0);
  });
});
