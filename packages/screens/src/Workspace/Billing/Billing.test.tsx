import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Billing } from './Billing';
import { basicBilling, mayStatement, refundedStatement, silverBilling } from './Billing.examples';
import { BillingStatement } from './BillingStatement';

const hrefs = {
  statementHref: (month: string) => `/billing/statements/${month}`,
  statementCsvHref: (month: string) => `/api/company/c-1/billing/statements/${month}/csv`,
};

describe('Billing', () => {
  it("shows a monthly tier's use as the part of its limit, the fee rate, and that fees are never taken on chain", () => {
    renderWithProviders(<Billing billing={silverBilling} raiseLimitHref="/settings/verification" {...hrefs} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAccessibleName(/This month/);
    expect(screen.getByText('$7,200.00 of $10,000.00 this month')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
    expect(screen.getAllByText(/never taken from a payment on the chain/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Raise your limit' })).toHaveAttribute('href', '/settings/verification');
  });

  it('shows a per-payment tier without a monthly bar, test payments apart, and a statement per month with its CSV', () => {
    renderWithProviders(<Billing billing={basicBilling} {...hrefs} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('$72.40 in confirmed live payments this month')).toBeInTheDocument();
    expect(screen.getByText('Test payments this month: $50.00, not counted.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Raise your limit' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Monthly statements' });
    expect(within(table).getByRole('link', { name: 'May 2026' })).toHaveAttribute(
      'href',
      '/billing/statements/2026-05',
    );
    expect(within(table).getByRole('link', { name: 'Download the statement for May 2026 as CSV' })).toHaveAttribute(
      'href',
      '/api/company/c-1/billing/statements/2026-05/csv',
    );
  });

  it('says when billing could not be loaded', () => {
    renderWithProviders(<Billing error="loadFailed" onRetry={() => {}} {...hrefs} />);
    expect(screen.getByText('Billing could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows a month's statement by link, with its CSV", () => {
    renderWithProviders(
      <BillingStatement month="2026-05" statement={mayStatement} backHref="/billing" csvHref="/api/x.csv" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Statement for May 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/x.csv');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('$12.46')).toBeInTheDocument();
    expect(screen.queryByText('Refunds')).toBeNull();
  });

  it("shows the month's confirmed refunds and the net beside the fees, which refunds leave as they were", () => {
    renderWithProviders(
      <BillingStatement month="2026-05" statement={refundedStatement} backHref="/billing" csvHref="/api/x.csv" />,
    );
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement!;
    expect(within(figure('Refunds')).getByText('€37.50')).toBeInTheDocument();
    expect(within(figure('Refunds')).getByText('2 refunds confirmed this month')).toBeInTheDocument();
    expect(within(figure('Net')).getByText('€1,116.11')).toBeInTheDocument();
    expect(within(figure('Fees')).getByText('€11.54')).toBeInTheDocument();
  });
});
