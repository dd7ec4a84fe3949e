/** The row of the attention area's write: a tenant's thresholds. */
import type { Row } from './row.ts';

export const attentionRows: Record<string, Row> = {
  updateAttentionThresholds: {
    call: (api) =>
      api.updateAttentionThresholds('demo', {
        lowBatteryPercent: 25,
        criticalBatteryPercent: 10,
        offlineAfterMinutes: 90,
      }),
  },
};
