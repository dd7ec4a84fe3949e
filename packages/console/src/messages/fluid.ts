import type { FluidType } from '@hygiene/api-client';
import { defineMessages } from '../i18n/registry';
import texts from '../locales/fluid';

export const fluid = defineMessages(texts, {
  /** spec §3: Alcohol is displayed as 'Disinfectant', Soap as 'Soap'. */
  Alcohol: 'Disinfectant',
  Soap: 'Soap',
} satisfies Record<FluidType, string>);
