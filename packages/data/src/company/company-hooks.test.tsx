import type { CompanySummary } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionFacts } from '../session/cookies';
import {
  exampleCompany,
  minute,
  sessionAnswer,
  sessionIssued,
  dataWrapper,
  withFakeApi,
  validationFailed,
} from '../test/fake-api';
import { atlas, cookieList as list, lumen } from '../test/workspaces';
import { useUserCompanies } from './companies-list-query';
import { useCreateCompany } from './company-create-mutation';
import { useVerifyDomainName } from './company-domain-verify-mutation';
import { useSendEmailVerificationLink } from './company-email-link-send-mutation';
import { useCompany } from './company-get-query';
import { useSelectedWorkspace } from './company-selected-query';
import { useUpdateCompany } from './company-update-mutation';
import { pickWorkspace, readSelectedWorkspaceId, selectWorkspace } from './selected-workspace';

const api = withFakeApi();

const wrapper = dataWrapper(api);

describe('the selected workspace', () => {
  it('picks the selected workspace, or the first when the choice is not one of the list', () => {
    expect(pickWorkspace([lumen, atlas], atlas.id)).toBe(atlas);
    expect(pickWorkspace([lumen, atlas], 'gone')).toBe(lumen);
    expect(pickWorkspace([lumen, atlas], null)).toBe(lumen);
    expect(pickWorkspace([], lumen.id)).toBeUndefined();
  });

  it('is kept in the readable selectedWorkspaceId cookie', () => {
    selectWorkspace(atlas.id);
    expect(readSelectedWorkspaceId()).toBe(atlas.id);
    expect(readSessionFacts().selectedWorkspaceId).toBe(atlas.id);
    selectWorkspace(null);
    expect(readSelectedWorkspaceId()).toBeNull();
  });

  it('combines the cookie with the list of workspaces and follows a switch', async () => {
    sessionIssued(minute);
    selectWorkspace('no-longer-a-member');
    api.current.routes.set('GET /user/companies', () => ({ json: { companies: [lumen, atlas] } }));
    const { result } = renderHook(() => useSelectedWorkspace(), { wrapper });
    await waitFor(() => expect(result.current.workspace).toEqual(lumen));
    act(() => result.current.select(atlas.id));
    expect(result.current.workspace).toEqual(atlas);
    expect(result.current.selectedId).toBe(atlas.id);
  });
});

describe('creating a workspace', () => {
  it('selects it, caches it and reloads the list; the cookies the API rewrote are kept', async () => {
    sessionIssued(minute, { userWorkspaces: [] });
    const created = exampleCompany(lumen);
    let companies: CompanySummary[] = [];
    api.current.routes.set('POST /company', ({ body }) => {
      expect(JSON.parse(body)).toMatchObject({ name: 'Lumen Coffee Roasters', size: '1-10' });
      companies = [lumen];
      return {
        status: 201,
        json: created,
        cookies: [`userWorkspaces=${list([lumen.id])}; Path=/`, `selectedWorkspaceId=${lumen.id}; Path=/`],
      };
    });
    api.current.routes.set('GET /user/companies', () => ({ json: { companies } }));
    const { result } = renderHook(() => ({ create: useCreateCompany(), selected: useSelectedWorkspace() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.selected.workspaces).toEqual([]));
    await act(() =>
      result.current.create.trigger({
        name: 'Lumen Coffee Roasters',
        size: '1-10',
        country: 'PT',
        useCases: ['online_store'],
        phone: '+351 912 345 678',
      }),
    );
    expect(readSessionFacts().userWorkspaces).toEqual([lumen.id]);
    expect(readSelectedWorkspaceId()).toBe(lumen.id);
    await waitFor(() => expect(result.current.selected.workspace).toEqual(lumen));
    // No refresh was needed: the answer carried the cookies.
    expect(api.current.hits).not.toContain('POST /auth/refresh-session');
  });

  it('refreshes the session when the answer did not rewrite the workspace cookies', async () => {
    sessionIssued(minute, { userWorkspaces: [] });
    api.current.routes.set('POST /company', () => ({ status: 201, json: exampleCompany(lumen) }));
    api.current.routes.set('POST /auth/refresh-session', () => {
      const answer = sessionAnswer();
      return { ...answer, cookies: [...(answer.cookies ?? []), `userWorkspaces=${list([lumen.id])}; Path=/`] };
    });
    const { result } = renderHook(() => useCreateCompany(), { wrapper });
    await act(() =>
      result.current.trigger({
        name: 'Lumen',
        size: '1-10',
        country: 'PT',
        useCases: ['donations'],
        phone: '+351912345678',
      }),
    );
    expect(api.current.hits).toEqual(['POST /company', 'POST /auth/refresh-session']);
    expect(readSessionFacts().userWorkspaces).toEqual([lumen.id]);
  });

  it('rejects with the field details of a validation failure', async () => {
    sessionIssued(minute);
    api.current.routes.set('POST /company', () =>
      validationFailed([{ field: 'phone', code: 'invalid', message: 'Enter a phone number' }]),
    );
    const { result } = renderHook(() => useCreateCompany(), { wrapper });
    await act(async () => {
      await expect(
        result.current.trigger({ name: 'L', size: '1-10', country: 'PT', useCases: ['donations'], phone: '12' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'phone', code: 'invalid' }] });
    });
    expect(readSelectedWorkspaceId()).toBeNull();
  });
});

describe("a workspace's details", () => {
  it('saving shows the answer at once and reloads the list of workspaces', async () => {
    sessionIssued(minute);
    const saved = exampleCompany(lumen, { legalName: 'Lumen Torrefação Lda' });
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: exampleCompany(lumen) }));
    api.current.routes.set(`PATCH /company/${lumen.id}`, () => ({ json: saved }));
    api.current.routes.set('GET /user/companies', () => ({ json: { companies: [lumen] } }));
    const { result } = renderHook(
      () => {
        useUserCompanies(); // the sidebar's list, which shows the names
        return { company: useCompany(lumen.id), update: useUpdateCompany(lumen.id) };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.company.data?.legalName).toBeNull());
    await waitFor(() => expect(api.current.hits).toContain('GET /user/companies'));
    await act(() => result.current.update.trigger({ legalName: 'Lumen Torrefação Lda' }));
    expect(result.current.company.data?.legalName).toBe('Lumen Torrefação Lda');
    await waitFor(() => expect(api.current.hits.filter((hit) => hit === 'GET /user/companies')).toHaveLength(2));
    expect(api.current.hits.filter((hit) => hit === `GET /company/${lumen.id}`)).toHaveLength(1);
  });

  it('a sent e-mail link and a domain check show on the workspace', async () => {
    sessionIssued(minute);
    const company = exampleCompany(lumen, {
      emailVerification: { address: 'hello@lumen.example', verified: false, verifiedAt: null, lastSentAt: null },
      domainVerification: { host: 'lumen.example', token: 'abc', verified: false, verifiedAt: null, lastCheck: null },
    });
    const check = {
      host: 'lumen.example',
      token: 'abc',
      verified: false,
      verifiedAt: null,
      lastCheck: { result: 'notFound', checkedAt: '2026-06-15T10:30:00.000Z' },
    };
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: company }));
    api.current.routes.set(`POST /company/${lumen.id}/send-email-verification-link`, () => ({
      json: { sentTo: 'hello@lumen.example', sentAt: '2026-06-15T10:29:00.000Z' },
    }));
    api.current.routes.set(`POST /company/${lumen.id}/verify-domain-name`, () => ({ json: check }));
    const { result } = renderHook(
      () => ({
        company: useCompany(lumen.id),
        sendLink: useSendEmailVerificationLink(lumen.id),
        checkDomain: useVerifyDomainName(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.company.data).toEqual(company));
    await act(() => result.current.sendLink.trigger());
    expect(result.current.company.data?.emailVerification?.lastSentAt).toBe('2026-06-15T10:29:00.000Z');
    await act(() => result.current.checkDomain.trigger());
    expect(result.current.company.data?.domainVerification).toEqual(check);
  });
});
