import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, ToastRegion, createToastQueue } from '@meridian/ui';
import { renderWithProviders } from '../../test/render';
import { examplePayments } from '../common/payments.examples';
import { UnmatchedPayments, type UnmatchedPaymentsProps } from './UnmatchedPayments';

const usdcOnMoonbeam = { chainId: 1284, symbol: 'USDC' };
const targets = [
  { id: 's-1', label: 'Summer sale · $49.90', ...usdcOnMoonbeam, units: '49900000' },
  { id: 'l-2', label: 'Invoice 2026-031 for Atlas', ...usdcOnMoonbeam, units: '40000000' },
  // Another network's checkout: never offered for a Moonbeam payment.
  { id: 's-3', label: 'Moonbase test · 40 USDC', chainId: 1287, symbol: 'USDC', units: '40000000' },
];

function renderInbox(onAssign: UnmatchedPaymentsProps['onAssign'], offered = targets) {
  const queue = createToastQueue({ duration: 0 });
  renderWithProviders(
    <ToastProvider queue={queue}>
      <UnmatchedPayments
        payments={examplePayments.slice(4)}
        targets={offered}
        onAssign={onAssign}
        createLinkHref="/payment-links/new/dynamic"
      />
      <ToastRegion />
    </ToastProvider>,
  );
}

async function chooseTarget(label: string, open = true) {
  if (open) await userEvent.click(screen.getByRole('button', { name: 'Assign 40 USDC' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign the payment' });
  await userEvent.click(within(dialog).getByRole('button', { name: /Checkout or link it pays for/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
  return dialog;
}

describe('UnmatchedPayments', () => {
  it('asks what the payment is for, assigns it and closes', async () => {
    const onAssign = vi.fn(async () => {});
    renderInbox(onAssign);
    await userEvent.click(screen.getByRole('button', { name: 'Assign 40 USDC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the payment' });
    expect(dialog).toHaveTextContent('40 USDC from 0xdAC17F…831ec7.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose what the payment is for.')).toBeInTheDocument();
    expect(onAssign).not.toHaveBeenCalled();

    await chooseTarget('Invoice 2026-031 for Atlas', false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith('p-5', 'l-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open and says so when the assignment fails', async () => {
    const onAssign = vi.fn(async () => {
      throw new Error('conflict');
    });
    renderInbox(onAssign);
    const dialog = await chooseTarget('Summer sale · $49.90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('The payment could not be assigned. Please try again.')).toBeInTheDocument();
    // What was chosen stays chosen, for another try.
    expect(within(dialog).getByRole('button', { name: /Summer sale · \$49\.90/ })).toBeInTheDocument();
  });

  it('lists the payments without the assign action for a member who may not assign', () => {
    renderWithProviders(
      <UnmatchedPayments payments={examplePayments.slice(4)} targets={targets} onAssign={vi.fn()} canAssign={false} />,
    );
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: /^Assign/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('offers only the checkouts of the payment’s network and token, and says when none asks for its amount', async () => {
    renderInbox(vi.fn(), [targets[0]!, targets[2]!]);
    await userEvent.click(screen.getByRole('button', { name: 'Assign 40 USDC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the payment' });
    expect(dialog).toHaveTextContent(
      'None of these checkouts asks for exactly 40 USDC: the one you choose shows the payment as underpaid or overpaid.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Checkout or link it pays for/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Summer sale · $49.90']);
  });

  it('says why no checkout can take the payment, and offers the way forward', async () => {
    renderInbox(vi.fn(), [targets[2]!]);
    await userEvent.click(screen.getByRole('button', { name: 'Assign 40 USDC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the payment' });
    expect(within(dialog).getByText('No open checkout can take this payment')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('No checkout of this workspace is open in USDC there.');
    expect(within(dialog).getByRole('link', { name: 'Create a payment link' })).toHaveAttribute(
      'href',
      '/payment-links/new/dynamic',
    );
    // Nothing to choose, nothing to submit: the dialog only closes (its own Close button).
    expect(within(dialog).queryByRole('button', { name: /Checkout or link it pays for/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Assign' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
