import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { squarespaceIntegration } from '../../test/integrations';
import { Integrations } from './Integrations';

const links = { squarespace: '/integrations/squarespace', woocommerce: '/integrations/woocommerce' };

const squarespace = squarespaceIntegration({
  payoutWalletId: null,
  productCount: 4,
  health: { kind: 'order', outcome: 'failed', at: '2026-06-15T09:12:00Z' },
});

describe('Integrations', () => {
  it('offers both stores to connect when none is', () => {
    renderWithProviders(<Integrations integrations={[]} canManage links={links} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByText('No store connected yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Squarespace' })).toHaveAttribute('href', links.squarespace);
    expect(screen.getByRole('link', { name: 'Connect WooCommerce' })).toHaveAttribute('href', links.woocommerce);
    expect(screen.getAllByText('Not connected')).toHaveLength(2);
  });

  it('shows a connected store’s state and health: its last sync and the result', () => {
    renderWithProviders(<Integrations integrations={[squarespace]} canManage links={links} />);
    expect(screen.getByRole('article', { name: 'Squarespace' })).toHaveTextContent('Connected');
    expect(screen.getByText('Lumen Coffee')).toBeInTheDocument();
    expect(screen.getByText('4 products imported')).toBeInTheDocument();
    expect(screen.getByText(/^Last sync \(.+\): sending an order failed$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Squarespace' })).toBeInTheDocument();
  });

  it('lets a viewer look without offering to connect', () => {
    renderWithProviders(<Integrations integrations={[squarespace]} canManage={false} links={links} />);
    expect(
      screen.getByText('Only owners, admins and developers can connect or change integrations.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Squarespace' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Connect/ })).toBeNull();
  });
});
