import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleCompany, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';
import { sandboxOnramp, turnOnrampOn } from '../test/onramp';

const api = withFakeApi();

const saved = exampleCompany(lumen, {
  legalName: 'Lumen Coffee Roasters Lda',
  websiteUrl: 'https://lumencoffee.com',
  email: 'hello@lumencoffee.com',
  structuredAddress: { street: 'Rua das Flores 12', city: 'Porto', state: '', postalCode: '4050-265', country: 'PT' },
  domainVerification: { host: 'lumencoffee.com', token: 'abc123', verified: false, verifiedAt: null, lastCheck: null },
  emailVerification: { address: 'hello@lumencoffee.com', verified: false, verifiedAt: null, lastSentAt: null },
});

describe('the business details page', () => {
  it('starts from the saved details, saves changes and clears an emptied website', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    let body: unknown;
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: saved }));
    api.current.routes.set(`PATCH /company/${lumen.id}`, (request) => {
      body = JSON.parse(request.body);
      return { json: { ...saved, websiteUrl: null, domainVerification: null } };
    });
    await renderApp(api.current, '/settings/business-details');
    const website = await screen.findByRole('textbox', { name: 'Website' });
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Lumen Coffee Roasters Lda');
    expect(website).toHaveValue('https://lumencoffee.com');
    await userEvent.clear(website);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getAllByText('Business details saved').length).toBeGreaterThan(0));
    expect(body).toEqual({
      legalName: 'Lumen Coffee Roasters Lda',
      registrationNumber: '',
      websiteUrl: null,
      email: 'hello@lumencoffee.com',
      phone: '',
      structuredAddress: {
        street: 'Rua das Flores 12',
        city: 'Porto',
        state: '',
        postalCode: '4050-265',
        country: 'PT',
      },
      country: 'PT',
      currency: 'USD',
    });
  });

  it('starts a new workspace from what onboarding asked: its name, contact phone and country', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    const fresh = exampleCompany(lumen, { legalName: null, phone: '+351 912 345 678', country: 'PT' });
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: fresh }));
    await renderApp(api.current, '/settings/business-details');
    expect(await screen.findByRole('textbox', { name: 'Legal name' })).toHaveValue(fresh.name);
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+351 912 345 678');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('Portugal');
  });

  it('checks the domain and sends the e-mail link, with toasts', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: saved }));
    api.current.routes.set(`POST /company/${lumen.id}/verify-domain-name`, () => ({
      json: {
        ...saved.domainVerification,
        lastCheck: { result: 'notFound', checkedAt: '2026-06-15T10:00:00.000Z' },
      },
    }));
    api.current.routes.set(`POST /company/${lumen.id}/send-email-verification-link`, () => ({
      json: { sentTo: 'hello@lumencoffee.com', sentAt: '2026-06-15T10:00:00.000Z' },
    }));
    await renderApp(api.current, '/settings/business-details');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify domain' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Domain verification failed')).toBeInTheDocument();
    expect(await screen.findByText(/No verification TXT record was found on lumencoffee.com yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Verification link sent')).toBeInTheDocument();
    expect(
      screen.getByText('We sent a verification link to hello@lumencoffee.com. Open it to confirm the address.'),
    ).toBeInTheDocument();
  });

  it('turns cards and bank transfers on for the workspace, naming the provider and its countries', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    let body: unknown;
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: saved }));
    api.current.routes.set(`GET /company/${lumen.id}/onramp`, () => ({ json: sandboxOnramp }));
    api.current.routes.set(`PUT /company/${lumen.id}/onramp`, (request) => {
      body = JSON.parse(request.body);
      return { json: { ...sandboxOnramp, enabled: true } };
    });
    await renderApp(api.current, '/settings/business-details');
    await turnOnrampOn('Offer cards and bank transfers', () => body);
  });
});
