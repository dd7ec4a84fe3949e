/** The rows of the devices' writes (the contract's areas devices and provisioning). */
import type { Row } from './row.ts';

export const deviceRows: Record<string, Row> = {
  createDevice: { call: (api) => api.createDevice({ serialNumber: 'ISO-0001' }) },
  setDevicePowerSource: {
    call: (api, f) => api.setDevicePowerSource(f.device.id, { powerSource: 'Mains' }),
  },
  createDeviceComment: {
    call: (api, f) => api.createDeviceComment(f.device.id, { text: 'Checked.' }),
  },
  updateDeviceComment: {
    call: (api, f) => api.updateDeviceComment(f.device.id, f.comment.id, { text: 'Edited.' }),
  },
  deleteDeviceComment: { call: (api, f) => api.deleteDeviceComment(f.device.id, f.comment.id) },
  createTenantDevice: {
    call: (api) => api.createTenantDevice('demo', { serialNumber: 'ISO-0002' }),
  },
  updateTenantDevice: {
    call: (api, f) =>
      api.updateTenantDevice('demo', f.device.id, {
        location: { tenant: { identifier: 'demo' }, identifier: f.room.id, type: 'RoomModel' },
      }),
  },
  addTenantDeviceFluid: {
    call: (api, f) => api.addTenantDeviceFluid('demo', f.device.id, { type: 'Soap' }),
  },
  setTenantDeviceFluidType: {
    call: (api, f) => api.setTenantDeviceFluidType('demo', f.device.id, { type: 'Alcohol' }),
  },
  changeTenantDeviceBatteries: {
    call: (api, f) => api.changeTenantDeviceBatteries('demo', f.device.id, {}),
  },
  provisionDevices: {
    call: (api, f) =>
      api.provisionDevices({ deviceSpecification: { modelId: f.model.id }, numberOfNewDevices: 2 }),
  },
};
