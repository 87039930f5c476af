import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VerificationOverview } from '@meridian/contract';
import { renderWithProviders } from '../../test/render';
import { Verification } from './Verification';

const basic: VerificationOverview = { tier: 'basic', domainVerified: false, silver: null, gold: null };
const props = {
  canManage: true,
  kybCountries: [{ code: 'PT' as const, regions: [] }],
  enhancedCountries: [{ code: 'PT' as const, regions: [] }],
  businessDetailsHref: '/settings/business-details',
  onStart: vi.fn(),
  onContinueOnPhone: vi.fn(),
};

describe('Verification', () => {
  it('shows each tier with its limit and what it needs, and the workspace’s own tier', () => {
    renderWithProviders(<Verification {...props} state={basic} />);
    const tiers = screen.getByRole('list', { name: 'Tiers' });
    expect(tiers).toHaveTextContent('$10,000 per month');
    expect(tiers).toHaveTextContent('$100,000 per month');
    expect(screen.getByRole('link', { name: 'Verify your domain' })).toHaveAttribute(
      'href',
      '/settings/business-details',
    );
    expect(screen.getAllByText('Your tier')).toHaveLength(1);
  });

  it('starts Silver as an individual without asking for business details', async () => {
    const onStart = vi.fn();
    renderWithProviders(<Verification {...props} onStart={onStart} state={basic} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(onStart).toHaveBeenCalledWith({ kind: 'identity' });
  });

  it('says a Gold request in review is pending, up to 24 hours', () => {
    renderWithProviders(
      <Verification
        {...props}
        state={{
          tier: 'silver',
          domainVerified: false,
          silver: null,
          gold: {
            id: '0b9f3f1e-6d1c-4c55-9a55-4a3c0c5d2e11',
            level: 'gold',
            subject: 'business',
            state: 'under_review',
            status: 'pending',
            reasons: [],
            retryable: false,
            country: 'PT',
            region: null,
            legalName: null,
            registrationNumber: 'PT514203987',
            expiresAt: '2026-06-16T10:00:00Z',
            decidedAt: null,
            createdAt: '2026-06-15T10:00:00Z',
            continueUrl: null,
          },
        }}
      />,
    );
    expect(screen.getByText('This may take up to 24 hours. You will be notified of the decision.')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
  });

  it('tells viewers who may start a verification', () => {
    renderWithProviders(<Verification {...props} canManage={false} state={basic} />);
    expect(screen.getByText('Only owners and admins can start a verification.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
  });
});
