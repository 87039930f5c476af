import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { examplePayments } from '../common/payments.examples';
import { LinkPayments } from './LinkPayments';

const summerSale = { name: 'Summer sale', amountCents: 1200, status: 'active' as const, environment: 'test' as const };

describe('LinkPayments', () => {
  it('lists each payment with its status, amounts, payer, transaction and confirmations', async () => {
    const copy = vi.fn(async () => {});
    renderWithProviders(
      <LinkPayments link={summerSale} payments={examplePayments} backHref="/payment-links" copy={copy} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Summer sale' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Payments of the link' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(6);
    const pending = within(rows[0]!);
    // The status column (a phone reads the status under the date instead: its copy there is hidden by a container query).
    const statusOf = (row: HTMLElement) => within(within(row).getAllByRole('cell')[0]!);
    expect(statusOf(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(pending.getByText('49.904217 USDC')).toBeInTheDocument();
    expect(pending.getByText(/\$49\.90/)).toBeInTheDocument();
    expect(pending.getByText('0x1f9840…01F984')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'Transaction 0x5c504e…b22060' })).toHaveAttribute(
      'href',
      `https://moonscan.io/tx/${examplePayments[0]!.txHash}`,
    );
    // Pending: its confirmations of those required, short on screen, whole for a screen reader.
    expect(statusOf(rows[0]!).getByText('1 of 2')).toHaveAttribute('aria-hidden');
    expect(statusOf(rows[0]!).getByText('1 of 2 confirmations')).toBeInTheDocument();
    // Settled: final, whatever else it says; reverted: nothing to count.
    expect(statusOf(rows[1]!).getByText('Final')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/of 2/)).not.toBeInTheDocument();
    expect(statusOf(rows[3]!).getByText('Final')).toBeInTheDocument();
    expect(statusOf(rows[2]!).getByText('Reverted')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Final')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('1,250.000417 USDC')).toBeInTheDocument();
    expect(statusOf(rows[3]!).getByText('Paid late')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('0.199600000000004217 GLMR')).toBeInTheDocument();

    await userEvent.click(pending.getByRole('button', { name: 'Copy the payer’s address' }));
    expect(copy).toHaveBeenCalledWith(examplePayments[0]!.payer);
  });

  it('says when there is no payment yet', () => {
    renderWithProviders(
      <LinkPayments
        link={summerSale}
        payments={[]}
        paging={{ page: 1, pageSize: 20, count: 0, total: 0, hasNext: false, onNext: vi.fn(), onPrevious: vi.fn() }}
        backHref="/"
      />,
    );
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    // One page, nowhere to go: no page controls.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers the payments as a CSV download when given its address', () => {
    const { rerender } = renderWithProviders(
      <LinkPayments
        link={summerSale}
        payments={examplePayments}
        backHref="/"
        exportUrl="/api/payments/export?companyId=c1&linkId=l1"
      />,
    );
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/payments/export?companyId=c1&linkId=l1');
    expect(link).toHaveAttribute('download');
    rerender(<LinkPayments link={summerSale} payments={examplePayments} backHref="/" />);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('pages through the payments: the range, Next, and Previous past the first page', async () => {
    const paging = { page: 3, pageSize: 6, count: 6, total: 40, hasNext: true, onNext: vi.fn(), onPrevious: vi.fn() };
    renderWithProviders(<LinkPayments link={summerSale} payments={examplePayments} paging={paging} backHref="/" />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('status')).toHaveTextContent('13–18 of 40');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(paging.onNext).toHaveBeenCalledOnce();
    expect(paging.onPrevious).toHaveBeenCalledOnce();
  });

  it('says what the link is (price, status, test or live) and offers Edit and Disable, confirmed first', async () => {
    const onChangeStatus = vi.fn(async () => {});
    const { rerender } = renderWithProviders(
      <LinkPayments
        link={summerSale}
        payments={[]}
        backHref="/"
        editHref="/payment-links/static/l1/edit"
        onChangeStatus={onChangeStatus}
        shareUrl="https://pay.meridian.example/pay/abc"
      />,
    );
    const header = screen.getByRole('heading', { level: 1, name: 'Summer sale' }).closest('header') ?? document.body;
    expect(within(header).getByText('$12.00')).toBeInTheDocument();
    expect(within(header).getByText('Active')).toBeInTheDocument();
    expect(within(header).getByText('Test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/payment-links/static/l1/edit');
    // One external-link icon beside "Open the checkout", the one the link draws.
    const open = screen.getByRole('link', { name: /Open the checkout/ });
    expect(open.querySelectorAll('svg')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Summer sale?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable link' }));
    expect(onChangeStatus).toHaveBeenCalledWith('disabled');

    rerender(
      <LinkPayments
        link={{ ...summerSale, status: 'disabled', environment: 'live' }}
        payments={[]}
        backHref="/"
        onChangeStatus={onChangeStatus}
      />,
    );
    expect(screen.getByText('This link is disabled')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(onChangeStatus).toHaveBeenLastCalledWith('active');
  });

  it('offers no action to a member who cannot manage links', () => {
    renderWithProviders(<LinkPayments link={summerSale} payments={[]} backHref="/" />);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
  });
});
