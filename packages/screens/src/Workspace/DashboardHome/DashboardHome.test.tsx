import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DashboardHome } from './DashboardHome';

describe('DashboardHome', () => {
  it('greets the person and says what the page will show', () => {
    renderWithProviders(<DashboardHome userName="Ana Silva" workspaceName="Lumen Coffee" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ana Silva')).toBeInTheDocument();
    expect(screen.getByText('Lumen Coffee')).toBeInTheDocument();
    expect(
      screen.getByText('Revenue by period and your recent payments will appear here in a coming update.'),
    ).toBeInTheDocument();
  });
});
