import type { apiRoutes, PathParams } from '@meridian/contract';
import { object, string } from 'superstruct';
import { describe, expectTypeOf, it } from 'vitest';
import type { AuthenticatedSession, SignedInCaller } from '../src/accounts/sessions';
import { defineRoute, type HandlerInput } from '../src/routes/define';
import type { WorkspaceAccess } from '../src/workspaces/access';

// What the route layer's types promise, checked by the type checker (the assertions below
// cost nothing at run time): a mistake in a definition is refused where it is written.

const Ok = object({ ok: string() });
const base = { summary: 'A probe', status: 200, response: Ok, errors: [] } as const;

describe('route definitions', () => {
  it('type path parameters from the path', () => {
    expectTypeOf<PathParams<'/company/:id/members/:memberId'>>().toEqualTypeOf<{ id: string; memberId: string }>();
    expectTypeOf<PathParams<'/company/:id'>>().toEqualTypeOf<{ id: string }>();
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    expectTypeOf<PathParams<'/health'>>().toEqualTypeOf<{}>();
    expectTypeOf<HandlerInput<typeof apiRoutes.verifyEmail>['params']>().toEqualTypeOf<{
      id: string;
      token: string;
    }>();
  });

  it('give a signed-in session a non-null auth, a permission a non-null workspace', () => {
    expectTypeOf<HandlerInput<typeof apiRoutes.removeMember>['auth']>().toEqualTypeOf<SignedInCaller>();
    expectTypeOf<HandlerInput<typeof apiRoutes.removeMember>['workspace']>().toEqualTypeOf<WorkspaceAccess>();
    expectTypeOf<HandlerInput<typeof apiRoutes.userInfo>['auth']>().toEqualTypeOf<SignedInCaller>();
    // A handler that reads the whole account (`account: true`) gets the session and user rows.
    expectTypeOf<HandlerInput<typeof apiRoutes.userInfo, true>['auth']>().toEqualTypeOf<AuthenticatedSession>();
    expectTypeOf<HandlerInput<typeof apiRoutes.login, true>['auth']>().toEqualTypeOf<null>();
    expectTypeOf<HandlerInput<typeof apiRoutes.userInfo>['workspace']>().toEqualTypeOf<null>();
    expectTypeOf<HandlerInput<typeof apiRoutes.login>['auth']>().toEqualTypeOf<null>();
    expectTypeOf<HandlerInput<typeof apiRoutes.logout>['auth']>().toEqualTypeOf<null>();
  });

  it('refuse a permission without a signed-in session or without a workspace source', () => {
    const handler = async () => ({ ok: 'yes' });
    defineRoute(
      // @ts-expect-error: a permission needs a signed-in session
      { ...base, method: 'GET', path: '/probe/:id', session: 'none', permission: 'view', workspace: [{ path: 'id' }] },
      { handler },
    );
    defineRoute(
      // @ts-expect-error: a permission needs to know where the workspace is
      { ...base, method: 'GET', path: '/probe/:id', session: 'active', permission: 'view' },
      { handler },
    );
    defineRoute(
      {
        ...base,
        method: 'GET',
        path: '/probe/:id',
        session: 'active',
        permission: 'view',
        // @ts-expect-error: a path source must be one of the path's parameters
        workspace: [{ path: 'key' }],
      },
      { handler },
    );
    defineRoute(
      {
        ...base,
        method: 'GET',
        path: '/probe/:walletId',
        session: 'active',
        permission: 'view',
        // @ts-expect-error: only resources with an owner look-up can be named
        workspace: [{ path: 'walletId', owner: 'spaceship' }],
      },
      { handler },
    );
    defineRoute(
      {
        ...base,
        method: 'GET',
        path: '/probe/:id/:key',
        session: 'active',
        permission: 'view',
        workspace: [{ path: 'id' }],
      },
      {
        handler: async ({ auth, workspace, params }) => {
          expectTypeOf(auth).toEqualTypeOf<SignedInCaller>();
          expectTypeOf(workspace).toEqualTypeOf<WorkspaceAccess>();
          expectTypeOf(params).toEqualTypeOf<{ id: string; key: string }>();
          return { ok: 'yes' };
        },
      },
    );
    defineRoute(
      { ...base, method: 'GET', path: '/probe', session: 'pending' },
      {
        account: true,
        handler: async ({ auth }) => {
          expectTypeOf(auth).toEqualTypeOf<AuthenticatedSession>();
          return { ok: 'yes' };
        },
      },
    );
  });
});
