import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WebhookDeliveries, type WebhookDeliveriesProps } from './WebhookDeliveries';

function props(overrides: Partial<WebhookDeliveriesProps> = {}): WebhookDeliveriesProps {
  return {
    endpoint: { url: 'https://shop.example/hooks', enabled: true },
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
    onOpen: vi.fn(),
    onClose: vi.fn(),
    onRedeliver: vi.fn(),
    onReplay: vi.fn(),
    onTest: vi.fn(),
    ...overrides,
  };
}

describe('WebhookDeliveries', () => {
  it('lists the deliveries with their status and attempts', () => {
    renderWithProviders(<WebhookDeliveries {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'https://shop.example/hooks' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('checkout.paid')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('10')).toBeInTheDocument();
  });

  it('resends the failed events of the period chosen, after confirming', async () => {
    const onReplay = vi.fn();
    renderWithProviders(<WebhookDeliveries {...props({ onReplay })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend failed events' }));
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
