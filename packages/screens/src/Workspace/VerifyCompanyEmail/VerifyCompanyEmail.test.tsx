import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { VerifyCompanyEmail, type VerifyCompanyEmailProps } from './VerifyCompanyEmail';

const links = { businessDetails: '/settings/business-details' };

function renderScreen(props: Partial<VerifyCompanyEmailProps> = {}) {
  const onRequestNewLink = vi.fn();
  const view = renderWithProviders(
    <VerifyCompanyEmail status="verifying" links={links} onRequestNewLink={onRequestNewLink} {...props} />,
  );
  const rerender = (next: Partial<VerifyCompanyEmailProps>) =>
    view.rerender(
      <VerifyCompanyEmail status="verifying" links={links} onRequestNewLink={onRequestNewLink} {...props} {...next} />,
    );
  return { onRequestNewLink, rerender };
}

describe('VerifyCompanyEmail', () => {
  it('says it is verifying, then takes focus to the outcome', () => {
    const { rerender } = renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verifying your company email');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender({ status: 'verified' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Company email verified' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to business details' })).toHaveAttribute('href', links.businessDetails);
  });

  it('offers a new link when this one expired or was used', async () => {
    const { onRequestNewLink, rerender } = renderScreen({ status: 'invalid' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link can no longer be used');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(onRequestNewLink).toHaveBeenCalledTimes(1);
    rerender({ status: 'invalid', newLinkStatus: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send the verification link');
    rerender({ status: 'invalid', newLinkStatus: 'sent' });
    expect(screen.getByRole('status')).toHaveTextContent('A new verification link is on its way');
  });

  it('offers only the way back without the right to send a link', () => {
    renderScreen({ status: 'invalid', onRequestNewLink: undefined });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to business details' })).toBeInTheDocument();
  });
});
