import type { FluidType } from '@hygiene/api-client';

export const fluid = {
  /** spec §3: Alcohol is displayed as 'Disinfectant', Soap as 'Soap'. */
  Alcohol: 'Disinfectant',
  Soap: 'Soap',
} as const satisfies Record<FluidType, string>;
