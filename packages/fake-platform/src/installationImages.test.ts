/**
 * Removing an installation's picture (issue 46): `DELETE /device-installations/{id}/images/{imageId}`
 * (an extension) takes that one picture away; an unknown picture, or one of another tenant's
 * installation, is 404 and nothing changes.
 */
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT } from './constants';
import { createFakePlatform, type FakePlatform } from './platform';
import { clientFor, fixtures } from './testClient';

const JPEG = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], { type: 'image/jpeg' });

async function withTwoPictures(platform: FakePlatform, tenant: string) {
  const installation = fixtures(platform, tenant).activeInstallation!;
  const api = clientFor(platform, tenant);
  for (const name of ['one.jpg', 'two.jpg']) {
    const saved = await api.uploadInstallationImage(installation.id, JPEG(), name);
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
  }
  const record = platform.state.installations.find((i) => i.id === installation.id)!;
  return { installation: record, api };
}

describe('DELETE /device-installations/{id}/images/{imageId} (extension)', () => {
  it('removes that picture only', async () => {
    const platform = createFakePlatform();
    const { installation, api } = await withTwoPictures(platform, DEMO_TENANT);
    const [first, second] = installation.images;
    const removed = await api.removeInstallationImage(installation.id, first!.id!);
    expect(removed.ok).toBe(true);
    expect(installation.images.map((image) => image.id)).toEqual([second!.id]);
  });

  it('answers 404 for a picture that is not there (already removed), changing nothing', async () => {
    const platform = createFakePlatform();
    const { installation, api } = await withTwoPictures(platform, DEMO_TENANT);
    const before = platform.snapshot();
    const removed = await api.removeInstallationImage(installation.id, 'no-such-picture');
    expect(!removed.ok && removed.error.status).toBe('notFound');
    expect(platform.snapshot()).toEqual(before);
  });

  it("answers 404 for another tenant's installation, changing nothing", async () => {
    const platform = createFakePlatform();
    const other = platform.state.tenants.find(
      (t) =>
        t.identifier !== DEMO_TENANT &&
        platform.state.installations.some(
          (i) => i.tenant === t.identifier && (i.status === 'Ready' || i.status === 'IN_PROGRESS'),
        ),
    )!;
    const { installation } = await withTwoPictures(platform, other.identifier);
    const before = platform.snapshot();
    const removed = await clientFor(platform, DEMO_TENANT).removeInstallationImage(
      installation.id,
      installation.images[0]!.id!,
    );
    expect(!removed.ok && removed.error.status).toBe('notFound');
    expect(platform.snapshot()).toEqual(before);
  });
});
