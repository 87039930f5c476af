import { object, string } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoutes } from '../src/routes';
import { defineRoute } from '../src/routes/define';
import { confirmedUser, startApi, type Agent, type ApiResponse, type TestApi } from './support/harness';
import { createWorkspace, errorOf, invite, joinAs } from './support/workspaces';

// The one permission check finds a route's workspace from the sources its definition names:
// a workspace id in the path, the query string or the body, or the id of an object whose
// owning workspace is looked up. No route of the API uses every kind yet, so this server
// also serves a few probe routes that answer with the workspace and role they were given.

const Found = object({ companyId: string(), role: string() });
const Note = object({ companyId: string(), note: string() });
const found = { status: 200, response: Found, errors: [] } as const;

const probes = [
  defineRoute(
    {
      method: 'GET',
      path: '/probe/members/:memberId',
      summary: 'A member, by id',
      session: 'active',
      permission: 'view',
      workspace: [{ path: 'memberId', owner: 'member' }],
      ...found,
    },
    { handler: async ({ workspace }) => ({ companyId: workspace.companyId, role: workspace.role }) },
  ),
  defineRoute(
    {
      method: 'POST',
      path: '/probe/invites/:inviteId',
      summary: 'Act on an invitation, by id',
      session: 'active',
      permission: 'manageMembers',
      workspace: [{ path: 'inviteId', owner: 'invite' }],
      request: object({ note: string() }),
      ...found,
    },
    { handler: async ({ workspace }) => ({ companyId: workspace.companyId, role: workspace.role }) },
  ),
  defineRoute(
    {
      method: 'GET',
      path: '/probe/query',
      summary: 'A workspace named in the query string',
      session: 'active',
      permission: 'view',
      workspace: [{ query: 'companyId' }],
      ...found,
    },
    { handler: async ({ workspace }) => ({ companyId: workspace.companyId, role: workspace.role }) },
  ),
  defineRoute(
    {
      method: 'POST',
      path: '/probe/body',
      summary: 'A workspace named in the body',
      session: 'active',
      permission: 'manageMembers',
      workspace: [{ body: 'companyId' }],
      request: Note,
      ...found,
    },
    { handler: async ({ workspace }) => ({ companyId: workspace.companyId, role: workspace.role }) },
  ),
  defineRoute(
    {
      method: 'GET',
      path: '/probe/company/:id/invites/:inviteId',
      summary: "A workspace's invitation, by id",
      session: 'active',
      permission: 'view',
      workspace: [{ path: 'id' }, { path: 'inviteId', owner: 'invite' }],
      ...found,
    },
    { handler: async ({ workspace }) => ({ companyId: workspace.companyId, role: workspace.role }) },
  ),
];

const UNKNOWN = '6f1d2c3b-4a59-4e68-9f70-8192a3b4c5d6';

let api: TestApi;
let owner: Agent;
let admin: Agent;
let viewer: Agent;
let outsider: Agent;
let companyA: string;
let companyB: string;
let memberOfA: string;
let memberOfB: string;
let inviteOfA: string;
let inviteOfB: string;

beforeAll(async () => {
  api = await startApi({}, { routes: [...serverRoutes, ...probes] });
  const first = await confirmedUser(api);
  owner = first.agent;
  companyA = (await createWorkspace(owner, { name: 'Workspace A' })).id;
  const adminOfA = await joinAs(api, owner, companyA, 'admin');
  admin = adminOfA.agent;
  const viewerOfA = await joinAs(api, owner, companyA, 'viewer');
  viewer = viewerOfA.agent;
  memberOfA = viewerOfA.memberId;
  inviteOfA = (await invite(owner, companyA, 'invited-to-a@example.com', 'viewer')).id;
  const second = await confirmedUser(api);
  outsider = second.agent;
  companyB = (await createWorkspace(outsider, { name: 'Workspace B' })).id;
  memberOfB = (await joinAs(api, outsider, companyB, 'viewer')).memberId;
  inviteOfB = (await invite(outsider, companyB, 'invited-to-b@example.com', 'viewer')).id;
});

afterAll(() => api?.close());

/** Status and error code (or the workspace found and the role in it). */
function outcome(response: ApiResponse): [number, unknown] {
  if (response.status >= 400) return [response.status, errorOf(response.body).code];
  return [response.status, response.body];
}

describe('an object id whose workspace is looked up', () => {
  it('finds the workspace of a member, for its members only', async () => {
    expect(outcome(await viewer.get(`/probe/members/${memberOfA}`))).toEqual([
      200,
      { companyId: companyA, role: 'viewer' },
    ]);
    expect(outcome(await owner.get(`/probe/members/${memberOfA.toUpperCase()}`))).toEqual([
      200,
      { companyId: companyA, role: 'owner' },
    ]);
    // A member of B, seen from A: B is not A's business.
    expect(outcome(await owner.get(`/probe/members/${memberOfB}`))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await outsider.get(`/probe/members/${memberOfB}`))).toEqual([
      200,
      { companyId: companyB, role: 'owner' },
    ]);
  });

  it('answers 404 for an unknown or malformed id, and 401 when signed out', async () => {
    expect(outcome(await owner.get(`/probe/members/${UNKNOWN}`))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await owner.get('/probe/members/not-a-uuid'))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await api.agent().get(`/probe/members/${memberOfA}`))).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('finds the workspace of an invitation: 404 for a stranger, 403 for a member without the role, before the body', async () => {
    const url = `/probe/invites/${inviteOfA}`;
    expect(outcome(await owner.post(url, { note: 'hello' }))).toEqual([200, { companyId: companyA, role: 'owner' }]);
    expect(outcome(await admin.post(url, { note: 'hello' }))).toEqual([200, { companyId: companyA, role: 'admin' }]);
    const bad = { note: 42, extra: true };
    expect(outcome(await outsider.post(url, bad))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await viewer.post(url, bad))).toEqual([403, 'FORBIDDEN']);
    expect(outcome(await owner.post(url, bad))[0]).toBe(422);
    expect(outcome(await owner.post(`/probe/invites/${UNKNOWN}`, bad))).toEqual([404, 'NOT_FOUND']);
  });

  it("checks that a nested object belongs to the path's workspace", async () => {
    expect(outcome(await viewer.get(`/probe/company/${companyA}/invites/${inviteOfA}`))).toEqual([
      200,
      { companyId: companyA, role: 'viewer' },
    ]);
    // B's invitation through A, even for A's owner.
    expect(outcome(await owner.get(`/probe/company/${companyA}/invites/${inviteOfB}`))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await owner.get(`/probe/company/${companyA}/invites/${UNKNOWN}`))).toEqual([404, 'NOT_FOUND']);
    // A stranger to A learns nothing, whichever invitation is named.
    expect(outcome(await outsider.get(`/probe/company/${companyA}/invites/${inviteOfA}`))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await outsider.get(`/probe/company/${companyA}/invites/${inviteOfB}`))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('a workspace id in the query string', () => {
  it('finds the workspace for its members, 404 for anyone else or no usable id', async () => {
    expect(outcome(await viewer.get(`/probe/query?companyId=${companyA}`))).toEqual([
      200,
      { companyId: companyA, role: 'viewer' },
    ]);
    expect(outcome(await outsider.get(`/probe/query?companyId=${companyA}`))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await owner.get(`/probe/query?companyId=${UNKNOWN}`))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await owner.get('/probe/query?companyId=workspace-a'))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await owner.get('/probe/query'))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('a workspace id in the body', () => {
  it('finds the workspace before the body is validated: 404 for a stranger, 403 for a member without the role', async () => {
    expect(outcome(await admin.post('/probe/body', { companyId: companyA, note: 'hi' }))).toEqual([
      200,
      { companyId: companyA, role: 'admin' },
    ]);
    const bad = { companyId: companyA, note: 1, extra: 'x' };
    expect(outcome(await outsider.post('/probe/body', bad))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await viewer.post('/probe/body', bad))).toEqual([403, 'FORBIDDEN']);
    const refused = await owner.post('/probe/body', bad);
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body).details?.map((detail) => detail.field)).toEqual(['note', 'extra']);
  });

  it('answers 404 for an unknown, malformed or missing workspace id', async () => {
    expect(outcome(await owner.post('/probe/body', { companyId: UNKNOWN, note: 'hi' }))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await owner.post('/probe/body', { companyId: 42, note: 'hi' }))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await owner.post('/probe/body', { note: 'hi' }))).toEqual([404, 'NOT_FOUND']);
    expect(outcome(await owner.post('/probe/body', [companyA]))).toEqual([404, 'NOT_FOUND']);
  });
});
