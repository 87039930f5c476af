import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Settings } from './Settings';
import { exampleSettingsLinks as links } from './Settings.examples';

describe('Settings', () => {
  it('shows the tier with its payment limit and a way to raise it', () => {
    renderWithProviders(<Settings tier="silver" links={links} />);
    const tier = screen.getByRole('region', { name: 'Account tier' });
    expect(tier).toHaveTextContent('Silver');
    expect(tier).toHaveTextContent('Payment limit$10,000 per month');
    expect(screen.getByRole('link', { name: 'Raise your limit' })).toHaveAttribute('href', links.verification);
  });

  it('links to each settings page', () => {
    renderWithProviders(<Settings tier="basic" links={links} />);
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', links.members);
    expect(screen.getByRole('link', { name: 'Business details' })).toHaveAttribute('href', links.businessDetails);
    expect(screen.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', links.apiKeys);
    expect(screen.getByRole('link', { name: 'Verification' })).toHaveAttribute('href', links.verification);
  });

  it('has nothing to raise at Gold', () => {
    renderWithProviders(<Settings tier="gold" links={links} />);
    expect(screen.queryByRole('link', { name: 'Raise your limit' })).not.toBeInTheDocument();
    expect(screen.getByText('This is the highest tier.')).toBeInTheDocument();
  });
});
