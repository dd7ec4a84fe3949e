import { defineMessages } from '../i18n/registry';
import texts from '../locales/dashboardLink';

/**
 * The device page's link to the dashboard, apart from `dashboard` so the device page's chunk
 * does not bring the dashboard's texts.
 */
export const dashboardLink = defineMessages(texts, {
  label: 'Dashboard',
});
