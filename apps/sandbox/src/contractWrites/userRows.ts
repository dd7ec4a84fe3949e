/** The rows of the users' writes, screen users included. */
import type { Row } from './row.ts';

export const userRows: Record<string, Row> = {
  inviteUser: {
    call: (api, f) =>
      api.inviteUser({
        userInfo: {
          email: 'isolation@demo.example',
          firstName: 'Iso',
          lastName: 'Lation',
          groups: [f.group.id],
          tenantId: 'demo',
        },
        allowedSections: [f.section.id],
      }),
  },
  updateUser: {
    call: (api, f) =>
      api.updateUser(f.user.id, {
        userInfo: { groups: [f.group.id], tenantId: 'demo' },
        allowedSections: [f.section.id],
      }),
  },
  deleteUser: { call: (api, f) => api.deleteUser(f.user.id) },
  createScreenUser: {
    call: (api, f) =>
      api.createScreenUser({
        email: 'screen98@screens.hygiene.example',
        screenDeviceType: 'Tablet',
        specs: 'iPad',
        allowedSections: [f.section.id],
      }),
  },
};
