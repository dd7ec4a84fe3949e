import type { ApiClient } from '@hygiene/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { deviceKeys } from './queryKeys';

/** `DELETE /devices/{id}/comments/{commentId}`. */
export function deleteDeviceComment(api: ApiClient, deviceId: string, commentId: string) {
  return unwrap(api.deleteDeviceComment(deviceId, commentId));
}

export function useDeleteDeviceComment(deviceId: string) {
  const { api, tenant } = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteDeviceComment(api, deviceId, commentId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deviceKeys.comments(tenant, deviceId) }),
  });
}
