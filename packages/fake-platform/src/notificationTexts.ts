/**
 * What the platform's e-mail and push messages say (issue 50), in the person's language: the
 * console's words for the reasons, where each dispenser is, and what to do. Plain text only:
 * names people gave (rooms, premises) are never markup.
 */
import type { AttentionReason, Case } from '@hygiene/api-client';

import type { MessageKind } from './notifier';

interface Texts {
  subject: (kind: MessageKind, cases: readonly Case[], total: number, tenantName: string) => string;
  body: (kind: MessageKind, cases: readonly Case[], total: number, tenantName: string) => string;
  reason: Record<AttentionReason, string>;
  open: string;
  unsubscribe: { email: string; push: string };
}

const place = (c: Case, unplaced: string) =>
  [c.premise?.name, c.room?.name].filter(Boolean).join(', ') || unplaced;

const en: Texts = {
  reason: {
    empty: 'Empty',
    lowFluid: 'Low fluid',
    criticalBattery: 'Battery critical',
    lowBattery: 'Battery low',
    offline: 'Offline',
    motorStuck: 'Motor stuck',
  },
  subject: (kind, cases, total, tenantName) => {
    const first = cases[0]!;
    const what = `${en.reason[first.reason]}: ${first.serialNumber}`;
    const more = total > 1 ? ` and ${total - 1} more` : '';
    const lead =
      kind === 'escalated' ? 'Not acknowledged: ' : kind === 'repeat' ? 'Still open: ' : '';
    return `${lead}${what}${more} (${tenantName})`;
  },
  body: (kind, cases, total, tenantName) =>
    [
      kind === 'escalated'
        ? `Nobody has acknowledged these at ${tenantName} yet:`
        : kind === 'repeat'
          ? `Still open and not acknowledged at ${tenantName}:`
          : `Needs attention at ${tenantName}:`,
      '',
      ...cases.map((c) => `- ${en.reason[c.reason]}: ${c.serialNumber}, ${place(c, 'not placed')}`),
      ...(total > cases.length
        ? [`… and ${total - cases.length} more: the worklist has them all.`]
        : []),
    ].join('\n'),
  open: 'Open in the console',
  unsubscribe: { email: 'Stop these e-mails', push: 'Stop push messages' },
};

const nb: Texts = {
  reason: {
    empty: 'Tom',
    lowFluid: 'Lite væske',
    criticalBattery: 'Kritisk batteri',
    lowBattery: 'Lavt batteri',
    offline: 'Frakoblet',
    motorStuck: 'Motoren sitter fast',
  },
  subject: (kind, cases, total, tenantName) => {
    const first = cases[0]!;
    const what = `${nb.reason[first.reason]}: ${first.serialNumber}`;
    const more = total > 1 ? ` og ${total - 1} til` : '';
    const lead =
      kind === 'escalated' ? 'Ikke kvittert: ' : kind === 'repeat' ? 'Fortsatt åpen: ' : '';
    return `${lead}${what}${more} (${tenantName})`;
  },
  body: (kind, cases, total, tenantName) =>
    [
      kind === 'escalated'
        ? `Ingen har kvittert for disse hos ${tenantName} ennå:`
        : kind === 'repeat'
          ? `Fortsatt åpne og ikke kvittert hos ${tenantName}:`
          : `Trenger tilsyn hos ${tenantName}:`,
      '',
      ...cases.map(
        (c) => `- ${nb.reason[c.reason]}: ${c.serialNumber}, ${place(c, 'ikke plassert')}`,
      ),
      ...(total > cases.length
        ? [`… og ${total - cases.length} til: arbeidslisten har alle.`]
        : []),
    ].join('\n'),
  open: 'Åpne i konsollen',
  unsubscribe: { email: 'Stopp disse e-postene', push: 'Stopp push-meldinger' },
};

/** The texts per language. */
export const notificationTexts: Record<'nb' | 'en', Texts> = { en, nb };
