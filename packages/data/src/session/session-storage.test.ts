import { afterEach, describe, expect, it } from 'vitest';
import {
  getStoredUsername,
  getViewedInvites,
  markInvitesViewed,
  setStoredUsername,
  unseenInvites,
} from './session-storage';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session storage helpers', () => {
  it('remembers the username for the tab and forgets it', () => {
    expect(getStoredUsername()).toBeNull();
    setStoredUsername('ada');
    expect(getStoredUsername()).toBe('ada');
    setStoredUsername(null);
    expect(getStoredUsername()).toBeNull();
  });

  it('records viewed invitations per user, once each', () => {
    markInvitesViewed('ada', ['i1', 'i2']);
    markInvitesViewed('ada', ['i2', 'i3']);
    expect(getViewedInvites('ada')).toEqual(['i1', 'i2', 'i3']);
    expect(getViewedInvites('grace')).toEqual([]);
    expect(getViewedInvites(null)).toEqual([]);
  });

  it('treats a damaged list as empty', () => {
    localStorage.setItem('meridian.viewedInvites.ada', '{oops');
    expect(getViewedInvites('ada')).toEqual([]);
    localStorage.setItem('meridian.viewedInvites.ada', JSON.stringify(['i1', 2]));
    expect(getViewedInvites('ada')).toEqual(['i1']);
  });

  it('lists the invitations not seen yet', () => {
    expect(unseenInvites(['i1', 'i2', 'i3'], ['i2'])).toEqual(['i1', 'i3']);
    expect(unseenInvites([], ['i2'])).toEqual([]);
  });
});
