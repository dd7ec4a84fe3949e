import { defineMessages } from '../i18n/registry';
import texts from '../locales/menu';

/**
 * The side menu's entries (spec §2 Navigation), declared with their screens in the features'
 * manifests; 'Needs attention' is issue 29's, not the spec's.
 */
export const menu = defineMessages(texts, {
  dashboard: 'Dashboard',
  attention: 'Needs attention',
  users: 'Users',
  maintenance: 'Maintenance',
  installations: 'Plan installations',
  sections: 'Sections',
  general: 'General',
  devices: 'Devices',
  setTenant: 'Set tenant',
  home: 'Home',
});
