import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title heading', () => {
    renderWithProviders(
      <Card title="Revenue" description="June 2026">
        $12,480.00
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Revenue' })).toHaveTextContent('$12,480.00');
    expect(screen.getByRole('heading', { level: 2, name: 'Revenue' })).toBeInTheDocument();
  });

  it('is an article at the heading level asked for', () => {
    renderWithProviders(<Card as="article" title="Main wallet" headingLevel={3} />);
    expect(screen.getByRole('article', { name: 'Main wallet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Main wallet' })).toBeInTheDocument();
  });

  it('links its title when interactive', () => {
    renderWithProviders(<Card title="Squarespace" href="/integrations/squarespace" />);
    expect(screen.getByRole('link', { name: 'Squarespace' })).toHaveAttribute('href', '/integrations/squarespace');
  });
});
