import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ComingSoon } from './ComingSoon';
import { pageMessages } from './ComingSoon.messages';
import { COMING_SOON_PAGES } from './ComingSoon.rules';

describe('ComingSoon', () => {
  it('names the page, says what it will do and that it is coming, with a way back', () => {
    renderWithProviders(<ComingSoon page="verification" dashboardHref="/dashboard" helpHref="/help" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verification' })).toBeInTheDocument();
    expect(
      screen.getByText('Verify your identity or your business to move up a tier and raise your payment limit.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page is on its way' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Visit the help center' })).toHaveAttribute('href', '/help');
  });

  it('has a name and a description of its own for every page', () => {
    for (const page of COMING_SOON_PAGES) {
      renderWithProviders(<ComingSoon page={page} dashboardHref="/dashboard" helpHref="/help" />);
      const title = pageMessages[`${page}Title`].defaultMessage;
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(pageMessages[`${page}Description`].defaultMessage)).toBeInTheDocument();
      cleanup();
    }
  });
});
