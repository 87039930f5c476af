import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, ToastProvider, ToastRegion } from '@meridian/ui';
import fr from '../../../../../locales/fr.json';
import { renderWithProviders } from '../../test/render';
import { exampleLinks } from '../common/examples';
import { PaymentLinks, type PaymentLinksProps } from './PaymentLinks';
import { defaultLinkFilters } from './PaymentLinks.rules';

function renderLinks(props: Partial<PaymentLinksProps> = {}) {
  const handlers = {
    onFiltersChange: vi.fn(),
    onRetry: vi.fn(),
    onEdit: vi.fn(),
    onView: vi.fn(),
    onChangeStatus: vi.fn(),
    onCopyUrl: vi.fn(),
  };
  const queue = createToastQueue({ duration: 0 });
  renderWithProviders(
    <ToastProvider queue={queue}>
      <PaymentLinks
        links={exampleLinks}
        filters={defaultLinkFilters}
        callerRole="developer"
        createHref="/payment-links/new"
        {...handlers}
        {...props}
      />
      <ToastRegion />
    </ToastProvider>,
  );
  return handlers;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

async function actionsOf(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('PaymentLinks', () => {
  it('lists each link’s name, type, environment, status, amount in dollars, what it has taken and creation date', () => {
    renderLinks();
    const cells = within(row('Summer sale'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['Static', 'Live', 'Active', '$49.90', '3 payments, $149.70', 'Jun 14, 2026']);
    expect(within(row('Invoice 2026-031 for Atlas')).getByRole('cell', { name: '1 payment, $1,250.00' })).toBeVisible();
    expect(within(row('PaymentLink_4')).getByRole('cell', { name: 'None yet' })).toBeVisible();
    expect(within(row('Invoice 2026-031 for Atlas')).getByRole('cell', { name: '$1,250.00' })).toBeInTheDocument();
    expect(within(row('Support the roastery')).getByRole('cell', { name: 'Payer chooses' })).toBeInTheDocument();
  });

  it('formats amounts in the interface language', () => {
    renderWithProviders(
      <PaymentLinks
        links={exampleLinks.slice(1, 2)}
        filters={defaultLinkFilters}
        callerRole="owner"
        createHref="/new"
        onFiltersChange={vi.fn()}
        onEdit={vi.fn()}
        onView={vi.fn()}
        onChangeStatus={vi.fn()}
        onCopyUrl={vi.fn()}
      />,
      { locale: 'fr', messages: fr },
    );
    expect(screen.getByRole('cell', { name: /^1\s250,00\s\$US$/ })).toBeInTheDocument();
  });

  it('offers the actions each status allows', async () => {
    renderLinks();
    expect(await actionsOf('Summer sale')).toEqual(['Edit', 'View', 'Copy URL', 'Disable', 'Archive']);
    await userEvent.keyboard('{Escape}');
    expect(await actionsOf('Support the roastery')).toEqual(['Edit', 'View', 'Copy URL', 'Enable', 'Archive']);
    await userEvent.keyboard('{Escape}');
    expect(await actionsOf('Spring box (old)')).toEqual(['View', 'Copy URL']);
  });

  it('shows a viewer only what a viewer can do', async () => {
    renderLinks({ callerRole: 'viewer' });
    expect(screen.queryByRole('link', { name: 'Create a link' })).not.toBeInTheDocument();
    expect(await actionsOf('Summer sale')).toEqual(['View', 'Copy URL']);
  });

  it('asks for a link’s URL to be copied', async () => {
    const { onCopyUrl } = renderLinks();
    await actionsOf('Summer sale');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy URL' }));
    expect(onCopyUrl).toHaveBeenCalledExactlyOnceWith('l-1');
  });

  it('opens a link’s page from its name, and its payments from what it has taken', () => {
    renderLinks({ linkHref: (id) => `/links/${id}`, paymentsHref: (id) => `/links/${id}/payments` });
    expect(within(row('Summer sale')).getByRole('link', { name: 'Summer sale' })).toHaveAttribute('href', '/links/l-1');
    expect(within(row('Summer sale')).getByRole('link', { name: '3 payments, $149.70' })).toHaveAttribute(
      'href',
      '/links/l-1/payments',
    );
    // Nothing taken yet: nothing to open.
    expect(within(row('PaymentLink_4')).queryByRole('link', { name: 'None yet' })).not.toBeInTheDocument();
  });

  it('asks before archiving, and archives only once confirmed', async () => {
    const { onChangeStatus } = renderLinks();
    await actionsOf('Summer sale');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive Summer sale?' });
    expect(onChangeStatus).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive link' }));
    expect(onChangeStatus).toHaveBeenCalledExactlyOnceWith('l-1', 'archived');
  });

  it('enables a disabled link at once', async () => {
    const { onChangeStatus } = renderLinks();
    await actionsOf('Support the roastery');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Enable' }));
    expect(onChangeStatus).toHaveBeenCalledExactlyOnceWith('l-3', 'active');
  });

  it('filters by name', async () => {
    const { onFiltersChange } = renderLinks();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'x');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...defaultLinkFilters, search: 'x' });
  });

  it('pages through the server’s results: the range, Next, and Previous past the first page', async () => {
    const paging = { page: 2, pageSize: 7, count: 7, total: 45, hasNext: true, onNext: vi.fn(), onPrevious: vi.fn() };
    renderLinks({ paging });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('status')).toHaveTextContent('8–14 of 45');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(paging.onNext).toHaveBeenCalledOnce();
    expect(paging.onPrevious).toHaveBeenCalledOnce();
  });

  it('says when nothing matches the filters and offers to clear them', async () => {
    const { onFiltersChange } = renderLinks({
      links: [],
      filters: { ...defaultLinkFilters, type: 'donation' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFiltersChange).toHaveBeenCalledWith(defaultLinkFilters);
  });

  it('offers to try again when the links could not be loaded', async () => {
    const { onRetry } = renderLinks({ links: [], error: 'loadFailed' });
    expect(screen.getByText('Failed to load links. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
