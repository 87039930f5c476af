import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ApiKeys, type ApiKeysProps } from './ApiKeys';

const props: ApiKeysProps = {
  keys: [
    {
      id: 'k-1',
      label: 'WooCommerce store',
      mode: 'live',
      prefix: 'mrd_live_',
      lastFour: 'x7Qa',
      scopes: ['checkouts:write', 'payments:read'],
      createdAt: new Date('2026-05-02T09:00:00Z'),
    },
  ],
  canManage: true,
  onCreate: vi.fn(),
  onRename: vi.fn(),
  onRoll: vi.fn(),
  onRevoke: vi.fn(),
  onSecretClosed: vi.fn(),
  now: new Date('2026-06-15T10:30:00Z'),
};

describe('ApiKeys', () => {
  it('lists a key by its name, mode and hint, never more of it', () => {
    renderWithProviders(<ApiKeys {...props} />);
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(within(table).getByText('WooCommerce store')).toBeInTheDocument();
    expect(within(table).getByText('mrd_live_…x7Qa')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(within(table).getByText('Checkouts: Read and write · Payments: Read')).toBeInTheDocument();
  });

  it('creates a key with the access chosen', async () => {
    const onCreate = vi.fn();
    renderWithProviders(<ApiKeys {...props} keys={[]} onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Shop  ');
    const events = within(dialog).getByRole('radiogroup', { name: 'Events' });
    await userEvent.click(within(events).getByRole('radio', { name: 'None' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(onCreate).toHaveBeenCalledWith({
      label: 'Shop',
      mode: 'test',
      scopes: ['checkouts:write', 'payments:read'],
    });
  });

  it('offers no action to a viewer', () => {
    renderWithProviders(<ApiKeys {...props} canManage={false} />);
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toHaveLength(0);
  });
});
