import { defineMessages } from '../i18n/registry';
import texts from '../locales/onPrem';

export const onPrem = defineMessages(texts, {
  /** spec §2 (the page exists; what it shows is ours) */
  title: 'On-prem',
  description: 'What this console is connected to. Tell support what you see here.',
  connectionSection: 'Connection',
  environment: 'Environment',
  version: 'Console version',
  apiUrl: 'API',
  hubUrl: 'Real-time hub',
  identityUrl: 'Identity provider',
  realm: 'Realm',
  tenant: 'Tenant',
  liveState: 'Live connection',
  copy: 'Copy details',
  copied: 'Details copied to the clipboard.',
  copyFailed: 'Could not copy. Select the details and copy them by hand.',
  unknown: 'not known',
});
