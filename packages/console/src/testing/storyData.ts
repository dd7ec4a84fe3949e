/**
 * Records of the fake platform's seed (deterministic: DEFAULT_SEED) that the stories open.
 * The seed is fixed, so these ids are the same in every run.
 */
export const DEMO_DEVICE = {
  id: 'ab30908a-c95c-46b1-9112-94e2d1802136',
  serialNumber: 'HDP2-10001',
} as const;

/** In the service tenant's store with a Ready installation for demo: demo can read it. */
export const SERVICE_DEVICE_FOR_DEMO = {
  id: '0ff7f5d9-1a92-41de-834d-1df26ed4af5a',
  serialNumber: 'HDP2-10020',
} as const;

/** At oslo-universitetssykehus (no installation elsewhere): not at demo. */
export const OSLO_DEVICE = {
  id: '5be0ca19-62da-40b8-b9e2-39a23969b265',
  serialNumber: 'HDP2-10011',
  tenant: 'oslo-universitetssykehus',
} as const;
