import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the page heading, its description, its actions and what comes before and after', () => {
    renderWithProviders(
      <PageHeader
        title="Members"
        description="Everyone who can use this workspace."
        actions={<a href="/invite">Invite a member</a>}
        before={<a href="/settings">Settings</a>}
      >
        <p>Under the heading</p>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByText('Everyone who can use this workspace.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a member' })).toHaveAttribute('href', '/invite');
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Under the heading')).toBeInTheDocument();
  });
});
