/**
 * The route table of spec §2, in one typed object. Every path sits under the tenant segment
 * (`/:tenantIdentifier/...`); `pattern` is what the router matches, `to(...)` builds a link.
 */
const seg = encodeURIComponent;

export const paths = {
  landing: { pattern: '', to: (t: string) => `/${seg(t)}` },
  lander: { pattern: 'lander', to: (t: string) => `/${seg(t)}/lander` },
  dashboard: { pattern: 'dashboard', to: (t: string) => `/${seg(t)}/dashboard` },
  maintenance: { pattern: 'maintenance', to: (t: string) => `/${seg(t)}/maintenance` },
  /** 'Needs attention' (issue 29): not a route of the spec, added with the worklist. */
  attention: { pattern: 'attention', to: (t: string) => `/${seg(t)}/attention` },
  installations: { pattern: 'installations', to: (t: string) => `/${seg(t)}/installations` },
  tenants: { pattern: 'tenants', to: (t: string) => `/${seg(t)}/tenants` },
  onPrem: { pattern: 'on-prem', to: (t: string) => `/${seg(t)}/on-prem` },
  devices: { pattern: 'devices', to: (t: string) => `/${seg(t)}/devices` },
  provision: { pattern: 'devices/provision', to: (t: string) => `/${seg(t)}/devices/provision` },
  provisionForm: { pattern: 'form', to: (t: string) => `/${seg(t)}/devices/provision/form` },
  provisionResults: {
    pattern: 'results',
    to: (t: string) => `/${seg(t)}/devices/provision/results`,
  },
  deviceEntry: {
    pattern: 'devices/:serialNumber',
    to: (t: string, serialNumber: string) => `/${seg(t)}/devices/${seg(serialNumber)}`,
  },
  deviceInstall: {
    pattern: 'install',
    to: (t: string, serialNumber: string) => `/${seg(t)}/devices/${seg(serialNumber)}/install`,
  },
  device: {
    pattern: 'device/:deviceId',
    to: (t: string, deviceId: string) => `/${seg(t)}/device/${seg(deviceId)}`,
  },
  sections: { pattern: 'sections', to: (t: string) => `/${seg(t)}/sections` },
  section: {
    pattern: 'sections/:sectionId',
    to: (t: string, s: string) => `/${seg(t)}/sections/${seg(s)}`,
  },
  premise: {
    pattern: 'sections/:sectionId/premises/:premiseId',
    to: (t: string, s: string, p: string) => `/${seg(t)}/sections/${seg(s)}/premises/${seg(p)}`,
  },
  floor: {
    pattern: 'sections/:sectionId/premises/:premiseId/floors/:floorId',
    to: (t: string, s: string, p: string, f: string) =>
      `/${seg(t)}/sections/${seg(s)}/premises/${seg(p)}/floors/${seg(f)}`,
  },
  floorPlan: {
    pattern: 'sections/:sectionId/premises/:premiseId/floors/:floorId/floor-plans',
    to: (t: string, s: string, p: string, f: string) =>
      `/${seg(t)}/sections/${seg(s)}/premises/${seg(p)}/floors/${seg(f)}/floor-plans`,
  },
  room: {
    pattern: 'sections/:sectionId/premises/:premiseId/floors/:floorId/rooms/:roomId',
    to: (t: string, s: string, p: string, f: string, r: string) =>
      `/${seg(t)}/sections/${seg(s)}/premises/${seg(p)}/floors/${seg(f)}/rooms/${seg(r)}`,
  },
  roomPlan: {
    pattern: 'sections/:sectionId/premises/:premiseId/floors/:floorId/rooms/:roomId/floor-plans',
    to: (t: string, s: string, p: string, f: string, r: string) =>
      `/${seg(t)}/sections/${seg(s)}/premises/${seg(p)}/floors/${seg(f)}/rooms/${seg(r)}/floor-plans`,
  },
  users: { pattern: 'users', to: (t: string) => `/${seg(t)}/users` },
  userInvite: { pattern: 'users/invite', to: (t: string) => `/${seg(t)}/users/invite` },
  userScreen: { pattern: 'users/screen', to: (t: string) => `/${seg(t)}/users/screen` },
  user: {
    pattern: 'users/:userId',
    to: (t: string, userId: string) => `/${seg(t)}/users/${seg(userId)}`,
  },
} as const;

export type RouteName = keyof typeof paths;
