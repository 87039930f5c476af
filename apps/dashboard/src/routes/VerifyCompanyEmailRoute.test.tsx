import { readSessionFacts } from '@meridian/data';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { atlas, exampleCompany, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

const token = 'tok_1234';
const verifyPath = `POST /company/${lumen.id}/verify-email/${token}`;
const page = `/settings/verify-company-email?company=${lumen.id}&token=${token}`;

describe('the company e-mail verification page', () => {
  it('verifies the link once and selects its workspace', async () => {
    signIn({ workspaces: [lumen.id, atlas.id], selected: atlas.id });
    serveShell(api.current);
    api.current.routes.set(verifyPath, () => ({ json: exampleCompany(lumen) }));
    await renderApp(api.current, page);
    expect(await screen.findByText('Company email verified')).toBeInTheDocument();
    expect(api.current.hits.filter((hit) => hit === verifyPath)).toHaveLength(1);
    expect(readSessionFacts().selectedWorkspaceId).toBe(lumen.id);
  });

  it.each(['LINK_INVALID', 'LINK_EXPIRED'])(
    'says a %s link can no longer be used and sends a new one to owners',
    async (code) => {
      signIn({ workspaces: [lumen.id], selected: lumen.id });
      serveShell(api.current);
      api.current.routes.set(verifyPath, () => ({
        status: code === 'LINK_EXPIRED' ? 410 : 400,
        json: { error: { code, message: 'No' } },
      }));
      api.current.routes.set(`POST /company/${lumen.id}/send-email-verification-link`, () => ({
        json: { sentTo: 'hello@lumen.example', sentAt: '2026-06-15T10:00:00.000Z' },
      }));
      await renderApp(api.current, page);
      expect(await screen.findByText('This link can no longer be used')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
      expect(
        await screen.findByText('A new verification link is on its way. Check your company inbox.'),
      ).toBeInTheDocument();
    },
  );

  it('offers no new link to a role that may not verify, and needs a token', async () => {
    signIn({ workspaces: [lumen.id, atlas.id], selected: lumen.id });
    serveShell(api.current);
    await renderApp(api.current, `/settings/verify-company-email?company=${atlas.id}`);
    expect(await screen.findByText('This link can no longer be used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to business details' })).toHaveAttribute(
      'href',
      '/settings/business-details',
    );
    expect(api.current.hits.some((hit) => hit.includes('verify-email'))).toBe(false);
  });
});
