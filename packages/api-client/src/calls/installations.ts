import type { CallOptions, Http } from '../http';
import { InstallationPageSchema, InstallationSchema } from '../schemas';
import type {
  InstallationCompletion,
  InstallationCreate,
  InstallationStatusUpdate,
  InstallerUpdate,
  QueryOf,
} from '../types';

/** Device installations (spec §7). */
export function installationCalls({ client, json, empty }: Http) {
  return {
    /** `GET /devices/{id}/installations`: a page of one device's installations. */
    listDeviceInstallations: (
      id: string,
      query?: QueryOf<'listDeviceInstallations'>,
      call?: CallOptions,
    ) =>
      json(InstallationPageSchema, call, (init) =>
        client.GET('/devices/{id}/installations', {
          params: { header: init.header, path: { id }, query },
          ...init.options,
        }),
      ),

    /** `GET /device-installations`: a page of installations. */
    listInstallations: (query?: QueryOf<'listInstallations'>, call?: CallOptions) =>
      json(InstallationPageSchema, call, (init) =>
        client.GET('/device-installations', {
          params: { header: init.header, query },
          ...init.options,
        }),
      ),

    /**
     * `POST /device-installations`: creates an installation. Fails as `conflict` (409) when the
     * device has an active one, as `server` (500) on error.
     */
    createInstallation: (body: InstallationCreate, call?: CallOptions) =>
      json(InstallationSchema, call, (init) =>
        client.POST('/device-installations', {
          params: { header: init.header },
          body,
          ...init.options,
        }),
      ),

    /** `PATCH /device-installations/{id}/status`: moves an installation to another status. */
    updateInstallationStatus: (id: string, body: InstallationStatusUpdate, call?: CallOptions) =>
      json(InstallationSchema, call, (init) =>
        client.PATCH('/device-installations/{id}/status', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `PUT /device-installations/{id}/installer`: sets who installs. */
    setInstallationInstaller: (id: string, body: InstallerUpdate, call?: CallOptions) =>
      json(InstallationSchema, call, (init) =>
        client.PUT('/device-installations/{id}/installer', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /** `POST /device-installations/{id}/complete`: completes an installation. */
    completeInstallation: (id: string, body: InstallationCompletion, call?: CallOptions) =>
      json(InstallationSchema, call, (init) =>
        client.POST('/device-installations/{id}/complete', {
          params: { header: init.header, path: { id } },
          body,
          ...init.options,
        }),
      ),

    /**
     * `POST /device-installations/{id}/images`: uploads one image as multipart form data in the
     * field `imageFile`.
     */
    uploadInstallationImage: (id: string, imageFile: Blob, fileName?: string, call?: CallOptions) =>
      empty(call, (init) =>
        client.POST('/device-installations/{id}/images', {
          params: { header: init.header, path: { id } },
          body: { imageFile },
          bodySerializer: (body) => {
            const form = new FormData();
            form.append('imageFile', body.imageFile, fileName ?? fileNameOf(body.imageFile));
            return form;
          },
          ...init.options,
        }),
      ),
  };
}

/** A File keeps its own name; a bare Blob gets one, since multipart file parts need a name. */
function fileNameOf(blob: Blob): string {
  return typeof File !== 'undefined' && blob instanceof File ? blob.name : 'image';
}
