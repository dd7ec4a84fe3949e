import type { ApiClient, DeviceCommentInput } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/** `PUT /devices/{id}/comments/{commentId}`. */
export function updateDeviceComment(
  api: ApiClient,
  deviceId: string,
  commentId: string,
  body: DeviceCommentInput,
) {
  return unwrap(api.updateDeviceComment(deviceId, commentId, body));
}

export function useUpdateDeviceComment(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: string; text: string }) =>
      updateDeviceComment(api, deviceId, commentId, { text }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deviceKeys.comments(tenant, deviceId) }),
  });
}
