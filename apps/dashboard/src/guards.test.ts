import { signedOutFacts, type SessionFacts } from '@meridian/data';
import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardDecision } from './guards';

const now = new Date('2026-06-15T10:00:00Z').getTime();
const minute = 60_000;

type Actions = SessionFacts['userActionsRequired'];

/** Session states, as the cookies describe them at `now`. */
const session = {
  signedOut: signedOutFacts,
  /** Ended, and no refresh possible (threshold cookie gone). */
  ended: { ...signedOutFacts, sessionExpiry: now - minute },
  /** Ended, refresh threshold passed: refreshable. */
  refreshable: { ...signedOutFacts, sessionExpiry: now - minute, sessionRefreshThreshold: now - 3 * minute },
  /** Ends at this very millisecond: no longer valid. */
  endingNow: { ...signedOutFacts, sessionExpiry: now, sessionRefreshThreshold: now - 2 * minute },
  signedIn: ({
    workspaces = ['w1'],
    invites = [],
    actions = [],
  }: { workspaces?: string[]; invites?: string[]; actions?: Actions } = {}): SessionFacts => ({
    ...signedOutFacts,
    sessionExpiry: now + 10 * minute,
    sessionRefreshThreshold: now + 8 * minute,
    userWorkspaces: workspaces,
    pendingInvites: invites,
    userActionsRequired: actions,
    selectedWorkspaceId: workspaces[0] ?? null,
  }),
};

const allow: GuardDecision = { type: 'allow' };
const refresh: GuardDecision = { type: 'refresh' };
const to = (path: string): GuardDecision => ({ type: 'redirect', to: path });

interface Case {
  rule: string;
  path: string;
  search?: string;
  facts: SessionFacts;
  viewed?: string[];
  expected: GuardDecision;
}

const publicAuthPages = [
  '/auth/login',
  '/auth/signup',
  '/auth/confirm-code',
  '/auth/password-reset-start',
  '/auth/password-reset-complete',
];
const protectedPages = ['/dashboard', '/onboarding', '/pending-invites', '/settings/members', '/no-such-page'];

const cases: Case[] = [
  // Rule 1: required actions, while the session is valid.
  ...[...protectedPages, '/', '/auth/login', '/auth/signup', '/auth/password-reset-start'].map((path) => ({
    rule: '1 confirm code',
    path,
    facts: session.signedIn({ actions: ['CONFIRM_CODE_VERIFICATION'], workspaces: [] }),
    expected: to('/auth/confirm-code'),
  })),
  {
    rule: '1 confirm code: already there',
    path: '/auth/confirm-code',
    facts: session.signedIn({ actions: ['CONFIRM_CODE_VERIFICATION'] }),
    expected: allow,
  },
  {
    rule: '1 confirm code: trailing slash is the same page',
    path: '/auth/confirm-code/',
    facts: session.signedIn({ actions: ['CONFIRM_CODE_VERIFICATION'] }),
    expected: allow,
  },
  ...['/dashboard', '/auth/login', '/auth/confirm-code', '/'].map((path) => ({
    rule: '1 update password',
    path,
    facts: session.signedIn({ actions: ['UPDATE_PASSWORD'] }),
    expected: to('/auth/password-reset-start'),
  })),
  {
    rule: '1 update password: the query is kept',
    path: '/settings/members',
    search: '?tab=invites',
    facts: session.signedIn({ actions: ['UPDATE_PASSWORD'] }),
    expected: to('/auth/password-reset-start?tab=invites'),
  },
  {
    rule: '1 update password: already there',
    path: '/auth/password-reset-start',
    facts: session.signedIn({ actions: ['UPDATE_PASSWORD'] }),
    expected: allow,
  },
  {
    rule: '1 update password: may finish on the reset-complete page',
    path: '/auth/password-reset-complete/',
    facts: session.signedIn({ actions: ['UPDATE_PASSWORD'] }),
    expected: allow,
  },
  {
    rule: '1 both actions: confirming the account comes first',
    path: '/dashboard',
    facts: session.signedIn({ actions: ['UPDATE_PASSWORD', 'CONFIRM_CODE_VERIFICATION'] }),
    expected: to('/auth/confirm-code'),
  },
  {
    rule: '1 before 2 and 3: actions win over missing workspaces and invites',
    path: '/onboarding',
    facts: session.signedIn({ actions: ['UPDATE_PASSWORD'], workspaces: [], invites: ['i1'] }),
    expected: to('/auth/password-reset-start'),
  },

  // Rule 2: signed in without workspaces.
  ...['/', '/dashboard', '/pending-invites', '/auth/login', '/auth/signup', '/auth/confirm-code', '/no-such-page'].map(
    (path) => ({
      rule: '2 no workspaces',
      path,
      facts: session.signedIn({ workspaces: [] }),
      expected: to('/onboarding'),
    }),
  ),
  {
    rule: '2 no workspaces: already there',
    path: '/onboarding/',
    facts: session.signedIn({ workspaces: [] }),
    expected: allow,
  },
  {
    rule: '2 before 3: no workspaces wins over unseen invites (onboarding offers to join)',
    path: '/pending-invites',
    facts: session.signedIn({ workspaces: [], invites: ['i1'] }),
    expected: to('/onboarding'),
  },

  // Rule 3: unseen pending invites.
  ...['/', '/dashboard', '/auth/login', '/onboarding', '/settings'].map((path) => ({
    rule: '3 unseen invites',
    path,
    facts: session.signedIn({ invites: ['i1', 'i2'] }),
    viewed: ['i1'],
    expected: to('/pending-invites'),
  })),
  {
    rule: '3 unseen invites: already there',
    path: '/pending-invites',
    facts: session.signedIn({ invites: ['i1'] }),
    expected: allow,
  },
  {
    rule: '3 every invite seen: no redirect',
    path: '/dashboard',
    facts: session.signedIn({ invites: ['i1', 'i2'] }),
    viewed: ['i2', 'i1'],
    expected: allow,
  },
  {
    rule: '3 seen invites: the page stays open on request',
    path: '/pending-invites',
    facts: session.signedIn({ invites: ['i1'] }),
    viewed: ['i1'],
    expected: allow,
  },

  // Rule 4: signed in on pages for signed-out people, or onboarding with workspaces.
  ...['/auth/login', '/auth/signup', '/auth/password-reset-start', '/auth/password-reset-complete/', '/onboarding'].map(
    (path) => ({ rule: '4 signed in', path, facts: session.signedIn(), expected: to('/dashboard') }),
  ),
  {
    rule: '4 except onboarding asked for from the workspace menu to create another workspace',
    path: '/onboarding',
    search: '?create',
    facts: session.signedIn(),
    expected: allow,
  },
  {
    rule: '2 without workspaces, the create flag changes nothing',
    path: '/onboarding',
    search: '?create',
    facts: session.signedIn({ workspaces: [] }),
    expected: allow,
  },
  {
    rule: '4 login keeps a safe redirect',
    path: '/auth/login',
    search: '?redirect=%2Fsettings%2Fmembers%3Ftab%3Dinvites',
    facts: session.signedIn(),
    expected: to('/settings/members?tab=invites'),
  },
  ...[
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth/login',
    '/auth/signup/',
  ].map((target) => ({
    rule: `4 login ignores an unsafe redirect (${target})`,
    path: '/auth/login',
    search: `?${new URLSearchParams({ redirect: target })}`,
    facts: session.signedIn(),
    expected: to('/dashboard'),
  })),
  {
    rule: '4 the confirm-code page is not among them',
    path: '/auth/confirm-code',
    facts: session.signedIn(),
    expected: allow,
  },

  // After the rules: the root leads to the dashboard; other pages open.
  { rule: 'root', path: '/', facts: session.signedIn(), expected: to('/dashboard') },
  ...['/dashboard', '/dashboard/', '/pending-invites', '/settings/members', '/no-such-page'].map((path) => ({
    rule: 'signed in, nothing owed',
    path,
    facts: session.signedIn(),
    expected: allow,
  })),

  // Rule 5: no valid session.
  ...[session.signedOut, session.ended, session.refreshable, session.endingNow].flatMap((facts) =>
    publicAuthPages.flatMap((page) =>
      [page, `${page}/`].map((path) => ({ rule: '5 public auth page', path, facts, expected: allow })),
    ),
  ),
  ...[session.refreshable, session.endingNow].flatMap((facts) =>
    [...protectedPages, '/'].map((path) => ({
      rule: '5 refreshable: refresh silently',
      path,
      facts,
      expected: refresh,
    })),
  ),
  ...[session.signedOut, session.ended].flatMap((facts) =>
    protectedPages.map((path) => ({
      rule: '5 not refreshable: login with redirect',
      path,
      facts,
      expected: to(`/auth/login?redirect=${encodeURIComponent(path)}`),
    })),
  ),
  {
    rule: '5 the redirect keeps the query, without the trailing slash',
    path: '/settings/members/',
    search: '?tab=invites',
    facts: session.signedOut,
    expected: to(`/auth/login?redirect=${encodeURIComponent('/settings/members?tab=invites')}`),
  },
  { rule: '5 the root needs no redirect', path: '/', facts: session.signedOut, expected: to('/auth/login') },
  {
    rule: '5 workspace and invite cookies do not matter without a session',
    path: '/dashboard',
    facts: {
      ...session.signedOut,
      userWorkspaces: ['w1'],
      pendingInvites: ['i1'],
      userActionsRequired: ['UPDATE_PASSWORD'],
    },
    expected: to('/auth/login?redirect=%2Fdashboard'),
  },
];

describe('route guard', () => {
  it.each(cases)('rule $rule: $path$search', ({ path, search = '', facts, viewed = [], expected }) => {
    expect(decideRoute({ path, search, facts, now, viewedInvites: viewed })).toEqual(expected);
  });

  it('accepts a query string without its question mark', () => {
    const facts = session.signedIn({ actions: ['UPDATE_PASSWORD'] });
    expect(decideRoute({ path: '/dashboard', search: 'a=1', facts, now, viewedInvites: [] })).toEqual(
      to('/auth/password-reset-start?a=1'),
    );
  });

  it('changes its decision at the session boundaries', () => {
    const facts = session.signedIn();
    const at = (time: number) => decideRoute({ path: '/dashboard', search: '', facts, now: time, viewedInvites: [] });
    expect(at(facts.sessionExpiry! - 1)).toEqual(allow);
    // Expiry reached; the threshold has long passed: refresh.
    expect(at(facts.sessionExpiry!)).toEqual(refresh);
    const noThreshold = { ...facts, sessionRefreshThreshold: null };
    expect(
      decideRoute({ path: '/dashboard', search: '', facts: noThreshold, now: facts.sessionExpiry!, viewedInvites: [] }),
    ).toEqual(to('/auth/login?redirect=%2Fdashboard'));
  });
});
