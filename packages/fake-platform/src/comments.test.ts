/**
 * Comments by their author (issue 46): a comment names who wrote it; only its author edits it
 * (and the edit names who edited); its author or an administrator deletes it. The platform
 * refuses the rest (403) and tells each caller what it may do (`viewerMayEdit`,
 * `viewerMayDelete`), so a console offers only that.
 */
import { createApiClient } from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT } from './constants';
import { createFakePlatform, type FakePlatform } from './platform';
import { fakeAccessToken } from './roles';
import { TEST_BASE_URL } from './testClient';

function clientAs(platform: FakePlatform, username: string, roles: string[]) {
  return createApiClient({
    baseUrl: TEST_BASE_URL,
    fetch: (request) => platform.fetch(request),
    getAccessToken: () => fakeAccessToken({ roles, username }),
    getTenantIdentifier: () => DEMO_TENANT,
  });
}

/** A demo device with a seeded comment that someone else (an installer) wrote. */
function deviceWithOthersComment(platform: FakePlatform) {
  const comment = platform.state.comments.find(
    (c) =>
      c.authorId !== null &&
      platform.state.devices.find((d) => d.id === c.deviceId)?.tenant === DEMO_TENANT,
  );
  if (!comment) throw new Error('The seed has no authored demo comment');
  return { deviceId: comment.deviceId, commentId: comment.id };
}

describe('device comments and their authors', () => {
  it('names its author; the author may edit it, and the edit names who edited', async () => {
    const platform = createFakePlatform();
    const { deviceId } = deviceWithOthersComment(platform);
    const kari = clientAs(platform, 'kari', ['tenant-staff']);
    const created = await kari.createDeviceComment(deviceId, { text: 'Lokket sitter løst.' });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    expect(created.data).toMatchObject({
      author: 'kari',
      editedBy: null,
      viewerMayEdit: true,
      viewerMayDelete: true,
    });
    const edited = await kari.updateDeviceComment(deviceId, created.data.id, { text: 'Fikset.' });
    if (!edited.ok) throw new Error(JSON.stringify(edited.error));
    expect(edited.data).toMatchObject({ text: 'Fikset.', author: 'kari', editedBy: 'kari' });
  });

  it("refuses another's comment to staff: neither edited nor deleted, and says so in the list", async () => {
    const platform = createFakePlatform();
    const { deviceId, commentId } = deviceWithOthersComment(platform);
    const kari = clientAs(platform, 'kari', ['tenant-staff']);
    const listed = await kari.listDeviceComments(deviceId);
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    expect(listed.data.find((c) => c.id === commentId)).toMatchObject({
      viewerMayEdit: false,
      viewerMayDelete: false,
    });
    const before = platform.state.comments.find((c) => c.id === commentId)!.text;
    const edit = await kari.updateDeviceComment(deviceId, commentId, { text: 'Overwritten' });
    expect(edit.ok || edit.error.status).toBe('forbidden');
    const removal = await kari.deleteDeviceComment(deviceId, commentId);
    expect(removal.ok || removal.error.status).toBe('forbidden');
    expect(platform.state.comments.find((c) => c.id === commentId)?.text).toBe(before);
  });

  it("lets an administrator delete another's comment, not edit it", async () => {
    const platform = createFakePlatform();
    const { deviceId, commentId } = deviceWithOthersComment(platform);
    const ada = clientAs(platform, 'ada', ['administrator']);
    const listed = await ada.listDeviceComments(deviceId);
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    expect(listed.data.find((c) => c.id === commentId)).toMatchObject({
      viewerMayEdit: false,
      viewerMayDelete: true,
    });
    const edit = await ada.updateDeviceComment(deviceId, commentId, { text: 'Overwritten' });
    expect(edit.ok || edit.error.status).toBe('forbidden');
    expect((await ada.deleteDeviceComment(deviceId, commentId)).ok).toBe(true);
    expect(platform.state.comments.some((c) => c.id === commentId)).toBe(false);
  });
});
