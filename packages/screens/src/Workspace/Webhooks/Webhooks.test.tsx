import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Webhooks, type WebhooksProps } from './Webhooks';

const endpoint = {
  id: 'e-1',
  url: 'https://shop.example/hooks',
  description: 'Orders',
  mode: 'live' as const,
  eventTypes: ['checkout.paid' as const],
  enabled: true,
  disabledReason: null,
  href: '/settings/webhooks/e-1',
};

function props(overrides: Partial<WebhooksProps> = {}): WebhooksProps {
  return {
    endpoints: [endpoint],
    canManage: true,
    onSecretSeen: vi.fn(),
    onCreate: vi.fn(),
    onTest: vi.fn(),
    onToggle: vi.fn(),
    onRotate: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
}

describe('Webhooks', () => {
  it('lists each endpoint with a link to its deliveries and its status', () => {
    renderWithProviders(<Webhooks {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Endpoints' });
    expect(within(table).getByRole('link', { name: endpoint.url })).toHaveAttribute('href', endpoint.href);
    expect(within(table).getByText('Enabled')).toBeInTheDocument();
    expect(within(table).getByText('Live')).toBeInTheDocument();
    expect(within(table).getByText('1 event')).toBeInTheDocument();
  });

  it('adds an endpoint with the mode and events chosen, the URL trimmed', async () => {
    const onCreate = vi.fn();
    renderWithProviders(<Webhooks {...props({ endpoints: [], onCreate })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an endpoint' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), ' https://shop.example/in ');
    const mode = within(dialog).getByRole('radiogroup', { name: 'Mode' });
    expect(within(mode).getByRole('radio', { name: /^Test/ })).toBeChecked();
    await userEvent.click(within(mode).getByRole('radio', { name: /^Live/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'payment.confirmed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(onCreate).toHaveBeenCalledWith({
      url: 'https://shop.example/in',
      description: '',
      mode: 'live',
      eventTypes: ['checkout.paid', 'payment.confirmed'],
    });
  });

  it('says how long to wait when test events are over their limit', () => {
    renderWithProviders(<Webhooks {...props({ error: 'testRateLimited', retryAfterSeconds: 250 })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('send the next one in 5 minutes');
  });

  it('shows a new secret once, with a way to copy it', () => {
    renderWithProviders(<Webhooks {...props({ secret: { url: endpoint.url, secret: 'whsec_abc' } })} />);
    const dialog = screen.getByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByText('whsec_abc')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
  });

  it('offers viewers no action', () => {
    renderWithProviders(<Webhooks {...props({ canManage: false })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
