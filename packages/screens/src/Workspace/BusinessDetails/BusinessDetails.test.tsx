import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { websiteHost } from '@meridian/contract';
import { renderWithProviders } from '../../test/render';
import { BusinessDetails, type BusinessDetailsProps } from './BusinessDetails';
import {
  emptyBusinessDetails,
  normalizeWebsite,
  toBusinessDetailsUpdate,
  validateBusinessDetails,
} from './BusinessDetails.rules';
import { exampleBusinessDetails as saved } from './BusinessDetails.examples';

describe('normalizeWebsite', () => {
  it.each([
    ['lumencoffee.example', 'https://lumencoffee.example'],
    ['  www.lumencoffee.example/shop  ', 'https://www.lumencoffee.example/shop'],
    ['//lumencoffee.example', 'https://lumencoffee.example'],
    ['http://lumencoffee.example', 'http://lumencoffee.example'],
    ['HTTPS://lumencoffee.example', 'HTTPS://lumencoffee.example'],
  ])('turns %j into %j', (typed, expected) => {
    expect(normalizeWebsite(typed)).toBe(expected);
  });

  it('drops an empty website', () => {
    expect(normalizeWebsite('')).toBeUndefined();
    expect(normalizeWebsite('   ')).toBeUndefined();
  });

  it('gives the host a TXT record goes on, without www.', () => {
    expect(websiteHost(normalizeWebsite('  www.LumenCoffee.example/shop  '))).toBe('lumencoffee.example');
    expect(websiteHost(normalizeWebsite(''))).toBeNull();
  });
});

describe('toBusinessDetailsUpdate', () => {
  it('sends the address as structured when a street is given', () => {
    expect(toBusinessDetailsUpdate({ ...saved, website: ' lumencoffee.example ' })).toEqual({
      legalName: 'Lumen Coffee Roasters, Lda.',
      registrationNumber: 'PT514203987',
      websiteUrl: 'https://lumencoffee.example',
      email: 'hello@lumencoffee.example',
      phone: '+351 21 555 0142',
      country: 'PT',
      currency: 'EUR',
      structuredAddress: {
        street: 'Rua das Flores 28',
        city: 'Lisboa',
        state: '',
        postalCode: '1200-195',
        country: 'PT',
      },
    });
  });

  it('sends no structured address without a street, and no website when it is empty', () => {
    const update = toBusinessDetailsUpdate({
      ...emptyBusinessDetails,
      legalName: 'Lumen',
      street: '   ',
      country: 'PT',
    });
    expect(update).not.toHaveProperty('structuredAddress');
    expect(update).not.toHaveProperty('websiteUrl');
    expect(update.country).toBe('PT');
  });
});

describe('validateBusinessDetails', () => {
  it('accepts saved details', () => {
    expect(validateBusinessDetails(saved)).toEqual({});
  });

  it('refuses address parts without a street instead of dropping them, and a street without a country', () => {
    expect(validateBusinessDetails({ ...saved, street: '' })).toEqual({ street: 'streetRequired' });
    expect(validateBusinessDetails({ ...saved, country: null })).toEqual({ country: 'countryRequired' });
  });

  it('checks the legal name, the website, the email and the phone', () => {
    expect(
      validateBusinessDetails({ ...saved, legalName: ' ', website: 'lumen coffee', email: 'hello@', phone: '12ab' }),
    ).toEqual({
      legalName: 'legalNameRequired',
      website: 'websiteInvalid',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
    expect(validateBusinessDetails({ ...saved, website: 'localhost' })).toEqual({ website: 'websiteInvalid' });
    expect(validateBusinessDetails({ ...saved, phone: '21 555 0142' })).toEqual({ phone: 'phoneNoCountryCode' });
    expect(validateBusinessDetails({ ...saved, phone: '+351 21 555 0142 99' })).toEqual({ phone: 'phoneTooLong' });
  });
});

function renderScreen(props: Partial<BusinessDetailsProps> = {}) {
  const handlers = { onSave: vi.fn(), onCheckDomain: vi.fn(), onSendEmailLink: vi.fn() };
  const view = renderWithProviders(<BusinessDetails {...handlers} {...props} />);
  const rerender = (next: Partial<BusinessDetailsProps>) =>
    view.rerender(<BusinessDetails {...handlers} {...props} {...next} />);
  return { ...handlers, rerender };
}

const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('BusinessDetails', () => {
  it('saves the website with https:// and keeps what was typed when the save fails', async () => {
    const { onSave, rerender } = renderScreen({ defaultValues: { ...saved, website: '' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'lumencoffee.example');
    await userEvent.click(save());
    expect(onSave).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ websiteUrl: 'https://lumencoffee.example' }),
    );
    rerender({ status: 'saving' });
    rerender({ status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save business details');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('lumencoffee.example');
  });

  it('asks for the street when the rest of the address is filled in', async () => {
    const { onSave } = renderScreen({ defaultValues: { ...saved, street: '' } });
    await userEvent.click(save());
    expect(onSave).not.toHaveBeenCalled();
    const street = screen.getByRole('textbox', { name: 'Street address' });
    expect(street).toHaveFocus();
    expect(street).toHaveAccessibleDescription('Enter the street, or clear the rest of the address');
  });

  it('says the details are saved until they are edited again', async () => {
    renderScreen({ defaultValues: saved, status: 'saved' });
    expect(screen.getByText('Business details saved')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'x');
    expect(screen.queryByText('Business details saved')).not.toBeInTheDocument();
  });

  it('opens the DNS instructions and checks the domain', async () => {
    const { onCheckDomain } = renderScreen({
      defaultValues: saved,
      domainVerification: { host: 'lumencoffee.example', token: 'tok-123', isVerified: false },
    });
    const toggle = screen.getByRole('button', { name: 'Verify domain' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('meridian-verification=tok-123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy TXT record value' })).toBeInTheDocument();
    expect(screen.getByText(/may take up to 48 hours to propagate/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(onCheckDomain).toHaveBeenCalledTimes(1);
  });

  it('reports the last check with its result', () => {
    renderScreen({
      defaultValues: saved,
      defaultDomainInstructionsOpen: true,
      domainVerification: {
        host: 'lumencoffee.example',
        token: 'tok-123',
        isVerified: false,
        lastCheck: { result: 'wrongValue', checkedAt: new Date(2026, 5, 15, 10, 24) },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /A TXT record was found on lumencoffee\.example, but its value does not match.*Last checked Jun 15, 2026/,
    );
  });

  it('sends the email verification link and says where it went', async () => {
    const { onSendEmailLink, rerender } = renderScreen({
      defaultValues: saved,
      emailVerification: { address: saved.email, isVerified: false },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(onSendEmailLink).toHaveBeenCalledTimes(1);
    rerender({ emailVerification: { address: saved.email, isVerified: false, linkStatus: 'sent' } });
    expect(screen.getByText(/We sent a verification link to hello@lumencoffee\.example/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('is read-only for roles that cannot edit', () => {
    renderScreen({
      defaultValues: saved,
      canEdit: false,
      domainVerification: { host: 'lumencoffee.example', token: 'tok-123', isVerified: false },
      emailVerification: { address: saved.email, isVerified: false },
    });
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify domain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify email' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveAttribute('readonly');
    const verification = screen.getByRole('region', { name: 'Verification' });
    expect(within(verification).getAllByText('Not verified')).toHaveLength(2);
  });
});
