import type { NamedReference, UserInvite, UserUpdate } from '@hygiene/api-client';

/**
 * The rules of the invite and user-update forms (spec §3, §5), free of React so they can be
 * tested alone.
 */

/** What the invite form holds. Groups and sections are ids. */
export interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  groups: readonly string[];
  sections: readonly string[];
}

/** A part of the invite that is still missing, in the form's order. */
export type InviteGap = 'email' | 'firstName' | 'lastName' | 'groups' | 'sections';

/**
 * Whether a typed address can receive an invitation: one `@`, something before it, a domain of
 * dot-separated labels after it (`sykehus.no`), no spaces, no empty label (`sykehus..no`).
 * Spec §5 says the format is not checked; it is, because an invitation to `ola@` or
 * `ola nordmann@sykehus.no` is sent to nobody and the administrator learns that only when the
 * person never comes (issue 46). The platform still decides what it accepts.
 */
export function isEmailAddress(typed: string): boolean {
  const email = typed.trim();
  if (/\s/.test(email)) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.indexOf('@') !== at) return false;
  const labels = email.slice(at + 1).split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u.test(label))
  );
}

/**
 * What the invite still lacks: email, first name and last name must be non-empty (blank counts
 * as empty), the email an address (`isEmailAddress`), with at least one group and one section.
 */
export function inviteGaps(values: InviteValues): InviteGap[] {
  const gaps: InviteGap[] = [];
  if (!isEmailAddress(values.email)) gaps.push('email');
  if (values.firstName.trim() === '') gaps.push('firstName');
  if (values.lastName.trim() === '') gaps.push('lastName');
  if (values.groups.length === 0) gaps.push('groups');
  if (values.sections.length === 0) gaps.push('sections');
  return gaps;
}

/** Invite is enabled only when nothing is missing. */
export function canInvite(values: InviteValues): boolean {
  return inviteGaps(values).length === 0;
}

/**
 * The invite payload of spec §3, exactly: `userInfo` {email, firstName, lastName, groups as ids,
 * tenantId} and `allowedSections` as ids. Text is sent trimmed.
 */
export function buildInvitePayload(values: InviteValues, tenantId: string): UserInvite {
  return {
    userInfo: {
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      groups: [...values.groups],
      tenantId,
    },
    allowedSections: [...values.sections],
  };
}

/** True when both lists hold the same ids, in any order. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/** A user's groups and sections as the detail form edits them. */
export interface AccessValues {
  groups: readonly string[];
  sections: readonly string[];
}

/** The update button stays disabled while groups and sections are unchanged (spec §5). */
export function accessChanged(saved: AccessValues, edited: AccessValues): boolean {
  return !sameIds(saved.groups, edited.groups) || !sameIds(saved.sections, edited.sections);
}

/**
 * The update of spec §7: `userInfo.groups` and `allowedSections`; `userInfo.tenantId` only when
 * the user moves to another tenant.
 */
export function buildUpdatePayload(values: AccessValues, tenantId?: string): UserUpdate {
  return {
    userInfo: { groups: [...values.groups], ...(tenantId ? { tenantId } : {}) },
    allowedSections: [...values.sections],
  };
}

/** What a change of allowed sections adds and removes, by name, in the names' order. */
export interface SectionDiff {
  added: NamedReference[];
  removed: NamedReference[];
}

/**
 * The sections a change adds and removes. `before` is what the user has (with names); `after`
 * the ids now chosen; `known` names the ids (the tenant's sections). An id nobody names is shown
 * by its id rather than dropped, so the summary never hides a change.
 */
export function sectionDiff(
  before: readonly NamedReference[],
  after: readonly string[],
  known: readonly NamedReference[],
): SectionDiff {
  const beforeIds = new Set(before.map((s) => s.id));
  const afterIds = new Set(after);
  const names = new Map<string, string>();
  for (const s of known) names.set(s.id, s.name);
  for (const s of before) names.set(s.id, s.name);
  const byName = (a: NamedReference, b: NamedReference) => a.name.localeCompare(b.name);
  const added = [...afterIds]
    .filter((id) => !beforeIds.has(id))
    .map((id) => ({ id, name: names.get(id) ?? id }))
    .sort(byName);
  const removed = before.filter((s) => !afterIds.has(s.id)).sort(byName);
  return { added, removed };
}

/** A user's full name, or the email when the platform has no name for them. */
export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}
