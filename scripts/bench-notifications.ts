/**
 * The notifier under a storm (issue 50; prints numbers, not a test):
 *
 *   ./dev bench:notifications [--devices=10000] [--people=20]
 *
 * The fake platform in-process with the demo tenant seeded at `--devices` dispensers, all healthy,
 * and `--people` people with e-mail on and the tenant's default policy (group wait 30 s, group
 * interval 5 min). On a simulated clock, every dispenser reports Empty within one minute (evenly
 * spread); time passes for ten more minutes in the sandbox's 5-second rounds (`advance()`). Meanwhile
 * the first page of the worklist is asked for after every round, as a screen would.
 *
 * Prints: cases opened, messages sent and the most any person got within one group interval
 * (the target: at most one), how long a round of the notifier took, how long recording an event
 * took, and how long the worklist took to answer (the target: under 300 ms).
 */
import {
  NOTIFICATION_POLICY_DEFAULTS,
  createApiClient,
  type NotificationRules,
} from '@hygiene/api-client';
import { DEMO_TENANT, createFakePlatform, type OutgoingMessage } from '@hygiene/fake-platform';

function argument(name: string, fallback: number): number {
  const match = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = match ? Number(match.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const devices = argument('devices', 10_000);
const people = argument('people', 20);
const WORKLIST_TARGET_MS = 300;
const ROUND_MS = 5_000;
const STORM_MS = 60_000;
const AFTER_MS = 10 * 60_000;
const GROUP_INTERVAL_MS = NOTIFICATION_POLICY_DEFAULTS.groupIntervalMinutes * 60_000;

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (values: readonly number[]) =>
  `median ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, max ${ms(Math.max(...values))}`;

let simulated = 0;
const seeding = performance.now();
const platform = createFakePlatform({
  now: () => new Date(simulated),
  scale: { tenants: [DEMO_TENANT], devicesPerTenant: devices },
});
simulated = Date.parse(platform.state.now);
// Every dispenser healthy and heard from just now: the storm is all that opens cases.
platform.edit((state) => {
  for (const device of state.devices) {
    if (device.tenant !== DEMO_TENANT) continue;
    device.isOn = true;
    device.health = {
      lastMessage: state.now,
      fluid: null,
      motorStuckSince: null,
      batteryFalls: [],
    };
    device.powerSource = 'Mains';
  }
});
console.log(`seeded ${devices} dispensers in ${ms(performance.now() - seeding)}`);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (sub: string) =>
  `${encode({ alg: 'none' })}.${encode({ sub, name: sub, email: `${sub}@bench.invalid`, realm_access: { roles: ['tenant-staff'] } })}.`;
const clientAs = (sub: string) =>
  createApiClient({
    baseUrl: 'http://bench.invalid/api',
    fetch: (request) => platform.fetch(request),
    getAccessToken: () => tokenFor(sub),
    getTenantIdentifier: () => DEMO_TENANT,
  });
const rules: NotificationRules = {
  ...structuredClone(NOTIFICATION_POLICY_DEFAULTS.defaults),
  channels: { console: true, email: true, push: false },
};
for (let i = 0; i < people; i += 1) {
  const saved = await clientAs(`person-${i}`).updateNotificationPreferences(DEMO_TENANT, rules);
  if (!saved.ok) throw new Error(`preferences not saved: ${JSON.stringify(saved.error)}`);
}
const reader = clientAs('reader');

const demoDevices = platform.state.devices.filter((d) => d.tenant === DEMO_TENANT);
const start = simulated;
const sent: OutgoingMessage[] = [];
const rounds: number[] = [];
const recording: number[] = [];
const worklist: number[] = [];
let next = 0;
for (let round = start + ROUND_MS; round <= start + STORM_MS + AFTER_MS; round += ROUND_MS) {
  // The storm: this round's share of the dispensers report Empty, at their moment of it.
  while (next < demoDevices.length && start + (next * STORM_MS) / demoDevices.length < round) {
    simulated = start + (next * STORM_MS) / demoDevices.length;
    const began = performance.now();
    platform.recordEvent(DEMO_TENANT, {
      deviceId: demoDevices[next]!.id,
      eventType: 'State',
      event: 'Empty',
    });
    recording.push(performance.now() - began);
    next += 1;
  }
  simulated = round;
  const began = performance.now();
  sent.push(...platform.advance(new Date(round)));
  rounds.push(performance.now() - began);
  const asked = performance.now();
  const page = await reader.listAttention(DEMO_TENANT, { page: 1, pageSize: 20 });
  worklist.push(performance.now() - asked);
  if (!page.ok) throw new Error('the worklist failed');
}

// The most messages any person got within one group interval (a sliding window).
let mostInInterval = 0;
const byPerson = new Map<string, OutgoingMessage[]>();
for (const message of sent) {
  byPerson.set(message.person.id, [...(byPerson.get(message.person.id) ?? []), message]);
}
for (const messages of byPerson.values()) {
  const times = messages.map((m) => Date.parse(m.sentAt)).sort((a, b) => a - b);
  for (let i = 0; i < times.length; i += 1) {
    const within = times.filter((t) => t >= times[i]! && t < times[i]! + GROUP_INTERVAL_MS).length;
    mostInInterval = Math.max(mostInInterval, within);
  }
}
const opened = platform.state.cases.filter((c) => c.tenant === DEMO_TENANT && !c.resolved).length;
const casesPerMessage = sent.map((m) => m.cases.length);
console.log(
  `storm: ${devices} dispensers Empty within ${STORM_MS / 1000} s, then ${AFTER_MS / 60_000} min`,
);
console.log(`cases open: ${opened}`);
console.log(
  `messages: ${sent.length} to ${byPerson.size} people (${people} with e-mail on); cases per message: ${stats(casesPerMessage).replaceAll(' ms', '')}`,
);
console.log(
  `most messages to one person within one group interval (${GROUP_INTERVAL_MS / 60_000} min): ${mostInInterval} (target at most 1: ${mostInInterval <= 1 ? 'ok' : 'OVER TARGET'})`,
);
console.log(`recording an event: ${stats(recording)}`);
console.log(`a round of the notifier (advance): ${stats(rounds)}`);
console.log(
  `worklist page 1 during the storm: ${stats(worklist)} (target under ${WORKLIST_TARGET_MS} ms: ${Math.max(...worklist) < WORKLIST_TARGET_MS ? 'ok' : 'OVER TARGET'})`,
);
