import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/notifications';

/**
 * The notification settings screen (issue 50): a person's own settings (what, where, how, quiet
 * hours, language), web push in this browser, and the tenant's policy (grouping, repeat,
 * escalation, the defaults). The spec names none of it.
 */
export const notifications = defineMessages(texts, {
  title: 'Notifications',
  intro:
    'Who is told when a dispenser needs someone, and how. The bell in the app bar always shows what is new.',
  mine: 'My notifications',
  defaultsApply: "You have not saved settings of your own: the tenant's defaults apply.",
  fetchError: 'Unable to fetch notification settings from api.',
  onDuty: 'Tell me when a case opens (on duty)',
  onDutyHint: 'Off duty, you are told only what is escalated to you.',
  reasons: 'About',
  severities: 'How urgent',
  places: 'Where',
  everywhere: 'Everywhere',
  sections: 'Sections',
  premises: 'Premises',
  channels: 'How',
  channel: {
    console: 'The bell in the console',
    email: 'E-mail',
    push: 'Push messages to this browser and others I turned them on in',
  },
  emailTo: icu<[address: string]>('E-mail goes to {address}.', 'address'),
  noEmail: 'The identity provider has no e-mail address for you.',
  quietHours: 'Quiet hours',
  quietHoursHint: 'In these hours only critical cases are sent; the rest wait until they end.',
  quietFrom: 'From',
  quietTo: 'To',
  language: 'Language of e-mail and push',
  languages: { nb: 'Norsk bokmål', en: 'English' },
  save: 'Save',
  saved: 'Saved.',
  saveFailed: 'The settings could not be saved. Try again.',
  nothingChosen: 'Choose at least one.',
  badTime: 'A time of day as HH:MM, such as 22:00.',
  push: {
    title: 'Push messages in this browser',
    unsupported:
      'This browser cannot receive push messages. On an iPhone, add the console to the home screen first.',
    unavailable: 'This platform sends no push messages.',
    off: 'Push messages are off in this browser.',
    on: 'Push messages are on in this browser.',
    blocked:
      'This browser blocks notifications from the console. Allow them in the site settings, then try again.',
    turnOn: 'Turn on push messages',
    turnOff: 'Turn off push messages',
    failed: 'Push messages could not be turned on. Try again.',
    elsewhere: icu<[count: number]>(
      '{count, plural, =0 {No browser has them on.} one {# browser has them on.} other {# browsers have them on.}}',
      'count',
    ),
  },
  unsubscribe: {
    email: 'You followed the link to stop these e-mails.',
    push: 'You followed the link to stop push messages.',
    confirmEmail: 'Stop e-mail',
    confirmPush: 'Stop push messages',
    done: 'Stopped. You can turn it on again here.',
  },
  policy: {
    title: 'The tenant’s policy',
    intro:
      'One message carries the cases of one round; a case nobody acknowledges is sent again and escalated.',
    groupWait: 'Wait for more cases before the first message (seconds)',
    groupInterval: 'At least this long between messages to one person (minutes)',
    repeat: 'Send an unacknowledged case again after (minutes)',
    escalate: 'Escalate an unacknowledged case',
    escalateAfter: 'After (minutes)',
    escalateTo: 'To',
    defaults: 'Defaults for people who saved no settings',
    save: 'Save policy',
    saved: 'Policy saved.',
    saveFailed: 'The policy could not be saved. Try again.',
    outOfRange: icu<[min: number, max: number]>(
      'A whole number from {min} to {max}.',
      'min',
      'max',
    ),
    chooseSomeone: 'Choose at least one person to escalate to.',
  },
});
