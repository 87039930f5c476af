import { describe, expect, it } from 'vitest';
import { readSessionFacts, signedOutFacts } from './cookies';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('readSessionFacts', () => {
  it('reads every fact the API sets', () => {
    const header = [
      'meridian_session=opaque',
      'sessionExpiry=1781520000000',
      'sessionRefreshThreshold=1781519880000',
      `userActionsRequired=${json(['CONFIRM_CODE_VERIFICATION'])}`,
      `pendingInvites=${json(['i1', 'i2'])}`,
      `userWorkspaces=${json(['w1'])}`,
      'selectedWorkspaceId=w1',
    ].join('; ');
    expect(readSessionFacts(header)).toEqual({
      sessionExpiry: 1781520000000,
      sessionRefreshThreshold: 1781519880000,
      userActionsRequired: ['CONFIRM_CODE_VERIFICATION'],
      pendingInvites: ['i1', 'i2'],
      userWorkspaces: ['w1'],
      selectedWorkspaceId: 'w1',
    });
  });

  it('knows nothing without cookies', () => {
    expect(signedOutFacts).toEqual({
      sessionExpiry: null,
      sessionRefreshThreshold: null,
      userActionsRequired: [],
      pendingInvites: [],
      userWorkspaces: [],
      selectedWorkspaceId: null,
    });
    expect(readSessionFacts('')).toEqual(signedOutFacts);
  });

  it.each([
    ['a timestamp that is not a number', 'sessionExpiry=soon', { sessionExpiry: null }],
    ['a negative timestamp', 'sessionRefreshThreshold=-5', { sessionRefreshThreshold: null }],
    ['an empty timestamp', 'sessionExpiry=', { sessionExpiry: null }],
    ['a list that is not JSON', 'userActionsRequired=[CONFIRM', { userActionsRequired: [] }],
    [
      'an unknown action',
      `userActionsRequired=${json(['BOGUS', 'UPDATE_PASSWORD'])}`,
      { userActionsRequired: ['UPDATE_PASSWORD'] },
    ],
    ['JSON that is not a list', `userWorkspaces=${json({ id: 'w1' })}`, { userWorkspaces: [] }],
    ['a list with other values', `pendingInvites=${json(['i1', 7, null, { id: 'x' }])}`, { pendingInvites: ['i1'] }],
    ['an unencoded list', 'userWorkspaces=["w1","w2"]', { userWorkspaces: ['w1', 'w2'] }],
    ['an empty workspace selection', 'selectedWorkspaceId=', { selectedWorkspaceId: null }],
  ])('survives %s', (_what, header, expected) => {
    expect(readSessionFacts(header)).toEqual({ ...signedOutFacts, ...expected });
  });

  it('reads the document cookies by default', () => {
    document.cookie = 'sessionExpiry=42';
    try {
      expect(readSessionFacts().sessionExpiry).toBe(42);
    } finally {
      document.cookie = 'sessionExpiry=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });
});
