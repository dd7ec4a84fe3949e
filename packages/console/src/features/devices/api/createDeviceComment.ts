import type { ApiClient, DeviceCommentInput } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/** `POST /devices/{id}/comments`. */
export function createDeviceComment(api: ApiClient, deviceId: string, body: DeviceCommentInput) {
  return unwrap(api.createDeviceComment(deviceId, body));
}

export function useCreateDeviceComment(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceCommentInput) => createDeviceComment(api, deviceId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deviceKeys.comments(tenant, deviceId) }),
  });
}
