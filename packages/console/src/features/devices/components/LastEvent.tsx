import { PAGING } from '@hygiene/api-client';
import { useEventWords } from '@hygiene/realtime';
import { Muted } from '@hygiene/ui';

import { formatDateTime } from '../../../lib/formatDate';
import * as messages from '../../../messages';
import { useDeviceEvents } from '../api/getDeviceEvents';

const text = messages.deviceList;
const LAST_EVENT_QUERY = { page: PAGING.firstPage, pageSize: 1 } as const;

/**
 * The platform's device has no last-event field, so each row asks for its newest event (page 1,
 * size 1). The table renders first; these fill in after, and each is cached per device. When the
 * history holds none (an offline device's may be gone), when its last message arrived, which the
 * device itself tells (`status.lastMessage`).
 */
export function LastEvent({
  deviceId,
  lastMessage,
}: {
  deviceId: string;
  lastMessage: string | null;
}) {
  const events = useDeviceEvents(deviceId, LAST_EVENT_QUERY);
  const say = useEventWords();
  if (events.isPending) return <Muted>…</Muted>;
  const last = events.data?.items[0];
  if (!last && lastMessage) return <Muted>{text.lastMessage(formatDateTime(lastMessage))}</Muted>;
  if (!last) return <Muted>{messages.none}</Muted>;
  return (
    <span>
      <span title={last.event}>{say(last.event)}</span>{' '}
      <Muted>{formatDateTime(last.timestamp)}</Muted>
    </span>
  );
}
