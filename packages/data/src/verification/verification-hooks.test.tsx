import type { Verification, VerificationOverview } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changedKeys } from '../live/changed-keys';
import { dataWrapper, minute, sessionIssued, withFakeApi } from '../test/fake-api';
import { lumen } from '../test/workspaces';
import { verificationKeys } from './keys';
import { useStartVerification, useVerification, useVerificationHandoff } from './verification-hooks';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const open: Verification = {
  id: '77777777-7777-4777-8777-777777777777',
  level: 'silver',
  subject: 'business',
  state: 'in_progress',
  status: 'in_progress',
  reasons: [],
  retryable: false,
  country: 'PT',
  region: null,
  legalName: 'Lumen Coffee Roasters, Lda.',
  registrationNumber: null,
  expiresAt: '2026-06-16T10:00:00.000Z',
  decidedAt: null,
  createdAt: '2026-06-15T10:00:00.000Z',
  continueUrl: 'https://verify.example/s/1',
};

describe('verification', () => {
  it('a started verification shows in the state at once; the handoff is asked for that request', async () => {
    sessionIssued(minute);
    let state: VerificationOverview = { tier: 'basic', domainVerified: false, silver: null, gold: null };
    api.current.routes.set(`GET /company/${lumen.id}/verification`, () => ({ json: state }));
    api.current.routes.set(`POST /company/${lumen.id}/verify-business`, () => {
      state = { ...state, silver: open };
      return { status: 201, json: { verification: open, hostedUrl: open.continueUrl } };
    });
    api.current.routes.set(`POST /company/${lumen.id}/verification/${open.id}/handoff`, () => ({
      status: 201,
      json: { url: 'http://127.0.0.1:5173/api/verification/handoff/abc', expiresAt: open.expiresAt, mailedTo: 'a@b.c' },
    }));
    const { result } = renderHook(
      () => ({
        state: useVerification(lumen.id),
        start: useStartVerification(lumen.id),
        handoff: useVerificationHandoff(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state.data?.silver).toBeNull());
    await act(() =>
      result.current.start.trigger({
        kind: 'business',
        body: { legalName: 'Lumen Coffee Roasters, Lda.', country: 'PT' },
      }),
    );
    await waitFor(() => expect(result.current.state.data?.silver?.state).toBe('in_progress'));
    const handoff = await act(() => result.current.handoff.trigger(open.id));
    expect(handoff.mailedTo).toBe('a@b.c');
    expect(api.current.hits.filter((hit) => hit.startsWith('POST'))).toEqual([
      `POST /company/${lumen.id}/verify-business`,
      `POST /company/${lumen.id}/verification/${open.id}/handoff`,
    ]);
  });

  it('is reloaded by the live channel when the workspace changes (a decision, a tier)', () => {
    const matches = changedKeys({ type: 'changed', companyId: lumen.id, topics: ['workspace'], linkIds: [] });
    expect(matches(verificationKeys.overview(lumen.id))).toBe(true);
    expect(matches(verificationKeys.overview('22222222-2222-4222-8222-222222222222'))).toBe(false);
  });
});
