import type { SquarespaceDetail } from '@meridian/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { squarespaceIntegration } from '../../test/integrations';
import { Squarespace, type SquarespaceProps } from './Squarespace';

const detail: SquarespaceDetail = {
  integration: squarespaceIntegration({}),
  products: [
    {
      productId: 'p1',
      variantId: 'v1',
      name: 'Enamel mug',
      sku: null,
      amount: '18.00',
      currency: 'EUR',
      linkId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      linkStatus: 'active',
      url: 'https://pay.meridian.example/pay/k3v9q2',
    },
  ],
  log: [{ id: 'a1000000-0000-4000-8000-000000000001', kind: 'verify', outcome: 'ok', at: '2026-06-01T08:02:00Z' }],
};

function props(overrides: Partial<SquarespaceProps> = {}): SquarespaceProps {
  return {
    detail: null,
    canManage: true,
    wallets: [{ id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', label: 'Treasury' }],
    onVerify: vi.fn(),
    onSaveSettings: vi.fn(),
    onSync: vi.fn(),
    onRemove: vi.fn(),
    backHref: '/integrations',
    addWalletHref: '/wallet-management/add',
    ...overrides,
  };
}

describe('Squarespace', () => {
  it('explains why the buy links live on the merchant’s pages, and sends the key pasted', async () => {
    const onVerify = vi.fn();
    renderWithProviders(<Squarespace {...props({ onVerify })} />);
    expect(screen.getByText(/accepts only its own payment processors/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Commerce API key'), '  sq-key-1234 ');
    await userEvent.click(screen.getByRole('button', { name: 'Check and connect' }));
    expect(onVerify).toHaveBeenCalledWith('sq-key-1234');
  });

  it('names the permission a refused key lacks, keeping what was typed', async () => {
    const { rerender } = renderWithProviders(<Squarespace {...props()} />);
    await userEvent.type(screen.getByLabelText('Commerce API key'), 'sq-read-only');
    rerender(<Squarespace {...props({ keyError: 'missing_orders' })} />);
    expect(screen.getByText(/lacks the Orders permission \(read and write\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Commerce API key')).toHaveValue('sq-read-only');
  });

  it('says when Squarespace is checking the key', () => {
    renderWithProviders(<Squarespace {...props({ verifying: true })} />);
    expect(screen.getByText('Checking the key with Squarespace…').closest('[role="status"]')).not.toBeNull();
  });

  it('shows a connected store: its site, its key’s last four characters, the products with their buy links, the log', () => {
    renderWithProviders(<Squarespace {...props({ detail })} />);
    expect(screen.getByText('Connected to Lumen Coffee')).toBeInTheDocument();
    expect(screen.getByText(/Key ending in 7f3a/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Products' })).toHaveTextContent('Enamel mug');
    // In the store's own currency, which its link keeps.
    expect(screen.getByRole('list', { name: 'Products' })).toHaveTextContent('€18.00');
    expect(screen.getByText('https://pay.meridian.example/pay/k3v9q2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the buy link of Enamel mug' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sync log' })).toHaveTextContent('Key checked');
  });

  it('says the connection stopped working when the key was revoked later', () => {
    renderWithProviders(
      <Squarespace
        {...props({
          detail: {
            ...detail,
            integration: {
              ...detail.integration,
              status: 'failed',
              failure: { reason: 'key_refused', permissions: [], at: '2026-06-15T09:20:00Z' },
            },
          },
        })}
      />,
    );
    expect(screen.getByText('The connection stopped working')).toBeInTheDocument();
    expect(screen.getByText(/Squarespace refused this key/)).toBeInTheDocument();
  });

  it('asks before disconnecting', async () => {
    const onRemove = vi.fn();
    renderWithProviders(<Squarespace {...props({ detail, onRemove })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Squarespace' }));
    expect(await screen.findByRole('alertdialog', { name: 'Disconnect Squarespace?' })).toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
