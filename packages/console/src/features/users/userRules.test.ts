import { describe, expect, it } from 'vitest';

import {
  accessChanged,
  buildInvitePayload,
  buildUpdatePayload,
  canInvite,
  displayName,
  inviteGaps,
  isEmailAddress,
  sameIds,
  sectionDiff,
  type InviteValues,
} from './userRules';

const complete: InviteValues = {
  email: 'ada@demo.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  groups: ['g1'],
  sections: ['s1'],
};

describe('invite rules (spec §5)', () => {
  it('is complete with every text non-empty, one group and one section', () => {
    expect(inviteGaps(complete)).toEqual([]);
    expect(canInvite(complete)).toBe(true);
  });

  it('names each missing part; blank text counts as empty', () => {
    expect(inviteGaps({ ...complete, email: '' })).toEqual(['email']);
    expect(inviteGaps({ ...complete, firstName: '   ' })).toEqual(['firstName']);
    expect(inviteGaps({ ...complete, lastName: '' })).toEqual(['lastName']);
    expect(inviteGaps({ ...complete, groups: [] })).toEqual(['groups']);
    expect(inviteGaps({ ...complete, sections: [] })).toEqual(['sections']);
    expect(canInvite({ ...complete, groups: [] })).toBe(false);
    expect(canInvite({ ...complete, sections: [] })).toBe(false);
    expect(
      inviteGaps({ email: '', firstName: '', lastName: '', groups: [], sections: [] }),
    ).toEqual(['email', 'firstName', 'lastName', 'groups', 'sections']);
  });

  it('takes an email only when it is an address (issue 46, beyond spec §5)', () => {
    for (const address of [
      'ola@sykehus.no',
      ' kari.nordmann+vakt@helse-bergen.no ',
      'åse@sjukehus.no',
      'a@b.co',
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
    for (const typo of [
      'not an email',
      'ola@',
      '@sykehus.no',
      'ola nordmann@sykehus.no',
      'kari@sykehus..no',
      'kari@sykehus',
      'kari@@sykehus.no',
      'kari@sykehus.no.',
      'kari@-sykehus.no',
    ]) {
      expect(isEmailAddress(typo), typo).toBe(false);
    }
    expect(canInvite({ ...complete, email: 'ola@' })).toBe(false);
    expect(inviteGaps({ ...complete, email: 'ola@' })).toEqual(['email']);
  });

  it('builds exactly userInfo {email, firstName, lastName, groups, tenantId} and allowedSections', () => {
    expect(
      buildInvitePayload(
        { ...complete, email: ' ada@demo.example ', groups: ['g1', 'g2'], sections: ['s1', 's2'] },
        'demo',
      ),
    ).toStrictEqual({
      userInfo: {
        email: 'ada@demo.example',
        firstName: 'Ada',
        lastName: 'Lovelace',
        groups: ['g1', 'g2'],
        tenantId: 'demo',
      },
      allowedSections: ['s1', 's2'],
    });
  });
});

describe('user update rules', () => {
  const saved = { groups: ['a', 'b'], sections: ['s1'] };

  it('sees no change in a reordering, a change in an added or removed id', () => {
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
    expect(accessChanged(saved, { groups: ['b', 'a'], sections: ['s1'] })).toBe(false);
    expect(accessChanged(saved, { groups: ['a'], sections: ['s1'] })).toBe(true);
    expect(accessChanged(saved, { groups: ['a', 'b'], sections: [] })).toBe(true);
  });

  it('sends userInfo.groups and allowedSections, and tenantId only when given', () => {
    expect(buildUpdatePayload({ groups: ['a'], sections: ['s1'] })).toStrictEqual({
      userInfo: { groups: ['a'] },
      allowedSections: ['s1'],
    });
    expect(buildUpdatePayload({ groups: ['a'], sections: [] }, 'acme')).toStrictEqual({
      userInfo: { groups: ['a'], tenantId: 'acme' },
      allowedSections: [],
    });
  });

  it('names the sections a change adds and removes, sorted by name', () => {
    const known = [
      { id: 's1', name: 'Nord' },
      { id: 's2', name: 'Sør' },
      { id: 's3', name: 'Aust' },
    ];
    const before = [
      { id: 's1', name: 'Nord' },
      { id: 's2', name: 'Sør' },
    ];
    expect(sectionDiff(before, ['s2', 's3'], known)).toEqual({
      added: [{ id: 's3', name: 'Aust' }],
      removed: [{ id: 's1', name: 'Nord' }],
    });
    expect(sectionDiff(before, ['s1', 's2'], known)).toEqual({ added: [], removed: [] });
    // An id no list names is shown by its id, never dropped.
    expect(sectionDiff([], ['zz'], known).added).toEqual([{ id: 'zz', name: 'zz' }]);
  });

  it('shows the full name, or the email without one', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x' })).toBe(
      'Ada Lovelace',
    );
    expect(displayName({ firstName: '', lastName: '', email: 'a@x' })).toBe('a@x');
  });
});
