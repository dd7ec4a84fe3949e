/** The rows of the installations' writes, pictures included. */
import type { Row } from './row.ts';

export const installationRows: Record<string, Row> = {
  createInstallation: {
    call: (api, f) =>
      api.createInstallation({ serialnumber: f.freeDevice.serialNumber, tenantIdentifier: 'demo' }),
  },
  updateInstallationStatus: {
    call: (api, f) =>
      api.updateInstallationStatus(f.installation.id, { installationStatus: 'InProgress' }),
  },
  setInstallationInstaller: {
    call: (api, f) => api.setInstallationInstaller(f.installation.id, { installer: f.user.id }),
  },
  completeInstallation: {
    call: (api, f) =>
      api.completeInstallation(f.installation.id, {
        serialNumber: f.installation.serialnumber,
        roomId: f.room.id,
        fluidType: 'Alcohol',
        offlineConfirmed: true,
      }),
  },
  uploadInstallationImage: {
    call: (api, f) =>
      api.uploadInstallationImage(
        f.installation.id,
        new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' }),
        'wall.png',
      ),
  },
  removeInstallationImage: {
    call: (api, f) => api.removeInstallationImage(f.picture.installationId, f.picture.imageId),
  },
};
