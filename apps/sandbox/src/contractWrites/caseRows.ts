/** The writes of cases and notifications (issue 50): one valid request each, as the console sends it. */
import { NOTIFICATION_POLICY_DEFAULTS } from '@hygiene/api-client';

import type { Row } from './row.ts';

const endpoint = 'https://push.example.test/send/contract-writes';

export const caseRows: Record<string, Row> = {
  acknowledgeCase: { call: (api, f) => api.acknowledgeCase('demo', f.openCase.id) },
  assignCase: {
    call: (api, f) => api.assignCase('demo', f.openCase.id, { personId: f.user.id }),
  },
  resolveCase: {
    call: (api, f) => api.resolveCase('demo', f.openCase.id, { note: 'Byttet flaske.' }),
  },
  markNotificationsSeen: { call: (api) => api.markNotificationsSeen('demo') },
  updateNotificationPreferences: {
    call: (api, f) =>
      api.updateNotificationPreferences('demo', {
        ...structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults),
        sectionIds: [f.section.id],
        channels: { console: true, email: true, push: false },
        quietHours: { from: '22:00', to: '06:00' },
      }),
  },
  updateNotificationPolicy: {
    call: (api, f) =>
      api.updateNotificationPolicy('demo', {
        ...structuredClone(NOTIFICATION_POLICY_DEFAULTS),
        groupIntervalMinutes: 10,
        escalation: { afterMinutes: 20, personIds: [f.user.id] },
      }),
  },
  savePushSubscription: {
    call: (api) =>
      api.savePushSubscription('demo', { endpoint, keys: { p256dh: 'BKey', auth: 'secret' } }),
  },
  removePushSubscription: { call: (api) => api.removePushSubscription('demo', { endpoint }) },
};
