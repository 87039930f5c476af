import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WebhookDeliveries, type WebhookDeliveriesProps } from './WebhookDeliveries';

function props(overrides: Partial<WebhookDeliveriesProps> = {}): WebhookDeliveriesProps {
  return {
    endpoint: { url: 'https://shop.example/hooks', mode: 'test', enabled: true },
    backHref: '/settings/webhooks',
    deliveries: [
      {
        id: 'd-1',
        type: 'checkout.paid',
        status: 'failed',
        attempts: 10,
        lastStatusCode: 500,
        createdAt: '2026-06-15T10:00:00.000Z',
        nextAttemptAt: null,
      },
    ],
    canManage: true,
    pending: 0,
    onOpen: vi.fn(),
    onClose: vi.fn(),
    onRedeliver: vi.fn(),
    onReplay: vi.fn(),
    onTest: vi.fn(),
    onSendPending: vi.fn(),
    ...overrides,
  };
}

describe('WebhookDeliveries', () => {
  it('lists the deliveries with what their event means, their status and attempts', () => {
    renderWithProviders(<WebhookDeliveries {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'https://shop.example/hooks' })).toBeInTheDocument();
    expect(screen.getByText('Test')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('checkout.paid')).toBeInTheDocument();
    expect(within(table).getByText('A checkout is paid: its payment is confirmed.')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('10')).toBeInTheDocument();
  });

  it('sends a few pending deliveries at once, and asks first when there are many', async () => {
    const onSendPending = vi.fn();
    const { unmount } = renderWithProviders(<WebhookDeliveries {...props({ pending: 3, onSendPending })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send pending now (3)' }));
    expect(onSendPending).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();
    renderWithProviders(<WebhookDeliveries {...props({ pending: 40, onSendPending })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send pending now (40)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send 40 pending deliveries now?' });
    expect(onSendPending).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(onSendPending).toHaveBeenCalledTimes(2);
  });

  it('says why a refusal came, and offers nothing to send to a disabled endpoint', () => {
    const { unmount } = renderWithProviders(<WebhookDeliveries {...props({ pending: 2 })} error="endpointDisabled" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This endpoint is disabled, so nothing is sent to it');
    unmount();
    renderWithProviders(
      <WebhookDeliveries
        {...props({ endpoint: { url: 'https://shop.example/hooks', mode: 'live', enabled: false }, pending: 2 })}
      />,
    );
    expect(screen.getByRole('button', { name: 'Send pending now (2)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  });

  it('resends the undelivered events of the period chosen, after confirming', async () => {
    const onReplay = vi.fn();
    renderWithProviders(<WebhookDeliveries {...props({ onReplay })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend undelivered events' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(onReplay).toHaveBeenCalledWith(24);
  });

  it('shows each attempt of the delivery open, and sends it again', async () => {
    const onRedeliver = vi.fn();
    const delivery = props().deliveries[0]!;
    renderWithProviders(
      <WebhookDeliveries
        {...props({
          onRedeliver,
          openDeliveryId: 'd-1',
          detail: {
            delivery,
            body: '{"type":"checkout.paid"}',
            attempts: [
              {
                id: 'a-1',
                sentAt: '2026-06-15T10:00:00.000Z',
                statusCode: 500,
                latencyMs: 120,
                responseBody: 'boom',
                error: 'status',
              },
            ],
          },
        })}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delivery attempts' });
    expect(within(dialog).getByText('boom')).toBeInTheDocument();
    expect(within(dialog).getByText('Not a 2xx answer')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(onRedeliver).toHaveBeenCalledWith('d-1');
  });
});
