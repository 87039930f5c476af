import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WooCommerce } from './WooCommerce';

const base = {
  canManage: true,
  apiUrl: 'https://m.example/api',
  pluginHref: '/plugin.zip',
  backHref: '/integrations',
  settings: { payoutWalletId: null, environment: 'test' as const },
  wallets: [{ id: 'w1', label: 'Main' }],
  addWalletHref: '/wallet-management/add',
};

describe('WooCommerce', () => {
  it('offers the plugin and a code to managers, and only the steps to viewers', () => {
    const onCreateCode = vi.fn();
    const { rerender } = renderWithProviders(
      <WooCommerce {...base} state="instructions" onCreateCode={onCreateCode} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'WooCommerce' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the plugin' })).toHaveAttribute('href', '/plugin.zip');
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Create a connection code' }).click();
    expect(onCreateCode).toHaveBeenCalledOnce();
    rerender(<WooCommerce {...base} canManage={false} state="instructions" onCreateCode={onCreateCode} />);
    expect(screen.queryByRole('button', { name: 'Create a connection code' })).not.toBeInTheDocument();
  });

  it('shows the code and the API address while waiting for the plugin, then the store once connected', () => {
    const { rerender } = renderWithProviders(
      <WooCommerce {...base} state="waiting" connectionCode="7K3QD-9XHMP" onCreateCode={() => undefined} />,
    );
    expect(screen.getByText('7K3QD-9XHMP')).toBeInTheDocument();
    expect(screen.getByText('https://m.example/api')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting for the plugin' })).toBeInTheDocument();
    rerender(<WooCommerce {...base} state="connected" storeUrl="https://shop.example" lastDelivery={null} />);
    expect(screen.getByText('Connected to https://shop.example')).toBeInTheDocument();
    expect(screen.getByText('No event delivered yet.')).toBeInTheDocument();
  });

  it('says why a store is not connected', () => {
    renderWithProviders(
      <WooCommerce {...base} state="failed" failureReason="key_revoked" storeUrl="https://shop.example" />,
    );
    expect(screen.getByText(/The API key of https:\/\/shop.example was revoked/)).toBeInTheDocument();
  });

  it('disconnects only after the confirmation', async () => {
    const onDisconnect = vi.fn();
    renderWithProviders(
      <WooCommerce {...base} state="connected" storeUrl="https://shop.example" onDisconnect={onDisconnect} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect WooCommerce' }));
    expect(onDisconnect).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(onDisconnect).toHaveBeenCalledOnce());
  });

  it('saves the wallet and environment, and locks the environment of a connected store', async () => {
    const onSaveSettings = vi.fn();
    const { rerender } = renderWithProviders(
      <WooCommerce {...base} state="instructions" onSaveSettings={onSaveSettings} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSaveSettings).not.toHaveBeenCalled();
    expect(await screen.findByText('Choose a wallet')).toBeInTheDocument();
    rerender(
      <WooCommerce
        {...base}
        state="connected"
        storeUrl="https://shop.example"
        settings={{ payoutWalletId: 'w1', environment: 'test' }}
        onSaveSettings={onSaveSettings}
      />,
    );
    expect(screen.getByText(/disconnect the store and pair it again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaveSettings).toHaveBeenCalledWith({ payoutWalletId: 'w1', environment: 'test' }));
  });
});
