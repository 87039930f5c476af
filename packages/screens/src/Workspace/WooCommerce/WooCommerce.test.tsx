import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WooCommerce } from './WooCommerce';

const base = { canManage: true, pluginHref: '/plugin.zip', backHref: '/integrations' };

describe('WooCommerce', () => {
  it('shows the steps, and says pairing is coming while it is not available', () => {
    renderWithProviders(<WooCommerce {...base} state="instructions" coming />);
    expect(screen.getByRole('heading', { level: 1, name: 'WooCommerce' })).toBeInTheDocument();
    expect(screen.getByText(/Coming soon/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a connection code' })).toBeDisabled();
  });

  it('shows the code while waiting for the plugin, then the store once connected', () => {
    const { rerender } = renderWithProviders(
      <WooCommerce {...base} state="waiting" connectionCode="MRD-7K4Q-2XW9" onCreateCode={() => undefined} />,
    );
    expect(screen.getByText('MRD-7K4Q-2XW9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting for the plugin' })).toBeInTheDocument();
    rerender(<WooCommerce {...base} state="connected" storeUrl="https://shop.example" lastEventAt={null} />);
    expect(screen.getByText('Connected to https://shop.example')).toBeInTheDocument();
    expect(screen.getByText('No event delivered yet.')).toBeInTheDocument();
  });
});
