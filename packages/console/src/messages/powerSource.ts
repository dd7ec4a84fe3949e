import type { PowerSource } from '@hygiene/api-client';
import { defineMessages } from '../i18n/registry';
import texts from '../locales/powerSource';

/** The platform's power sources by name, as the device list and the device page show them. */
export const powerSource = defineMessages(texts, {
  Battery: 'Battery',
  /** Powered from the building's electricity. */
  Mains: 'Mains',
} satisfies Record<PowerSource, string>);
