import { defineMessages } from '../i18n/registry';
import texts from '../locales/home';

export const home = defineMessages(texts, {
  /** spec §2: /lander is labelled 'Home'. Its content beyond the label is not in the spec. */
  title: 'Home',
  openDevice: 'Open a device',
  serialNumber: 'Serial number',
  serialRequired: 'Enter a serial number.',
  open: 'Open',
  goTo: 'Go to',
  dashboard: 'Dashboard',
  devices: 'Devices',
  setTenant: 'Set tenant',
  /** While the count of what needs attention arrives (its own texts load with it). */
  attentionLoading: 'Loading what needs attention',
});
