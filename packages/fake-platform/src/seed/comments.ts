/** The seed's device comments: in the tenant's language, and one that tries to be markup. */
import type { DeviceRecord, PlatformState } from '../model';
import { commentTexts, hostileComment } from '../names';
import type { Language } from '../names';
import type { Random } from '../random';
import { DAY, HOUR } from './time';
import type { Before, RandomBefore } from './time';

/**
 * One to three comments on `device`, by the user who installed it (`authorId`), or by nobody
 * known when no one did.
 */
export function seedComments(
  state: PlatformState,
  random: Random,
  device: DeviceRecord,
  {
    language,
    installer,
    randomBefore,
  }: { language: Language; installer: string | null; randomBefore: RandomBefore },
): void {
  const n = random.int(1, 3);
  for (let c = 0; c < n; c++) {
    const created = randomBefore(60 * DAY, DAY);
    const id = random.uuid();
    const text = random.pick(commentTexts[language]);
    const edited = random.chance(0.2) ? new Date(Date.parse(created) + HOUR).toISOString() : null;
    const author = installer ? state.users.find((u) => u.id === installer)!.email : null;
    // Edited by its author: only an author edits a comment (issue 46).
    state.comments.push({
      id,
      deviceId: device.id,
      text,
      created,
      edited,
      author,
      authorId: installer,
      editedBy: edited ? author : null,
    });
  }
}

/** The comment that proves user text is shown as text (`hostileComment`), on the tenant's first device. */
export function seedHostileComment(
  state: PlatformState,
  random: Random,
  tenant: string,
  before: Before,
): void {
  state.comments.push({
    id: random.uuid(),
    deviceId: state.devices.find((d) => d.tenant === tenant)!.id,
    text: hostileComment,
    created: before(2 * DAY),
    edited: null,
    author: null,
    authorId: null,
    editedBy: null,
  });
}
