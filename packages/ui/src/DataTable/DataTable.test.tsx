import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface Member {
  id: string;
  email: string;
  role: string;
  payments: number;
}

const members: Member[] = [
  { id: 'm1', email: 'carla@northwind.io', role: 'Admin', payments: 12 },
  { id: 'm2', email: 'amir@northwind.io', role: 'Owner', payments: 140 },
  { id: 'm3', email: 'bea@northwind.io', role: 'Viewer', payments: 3 },
];

const columns: DataTableColumn<Member>[] = [
  { id: 'email', header: 'Email', accessor: 'email', sortable: true },
  { id: 'role', header: 'Role', accessor: 'role' },
  { id: 'payments', header: 'Payments', accessor: 'payments', sortable: true, align: 'end' },
];

const manyMembers: Member[] = Array.from({ length: 45 }, (_, index) => ({
  id: `m${index + 1}`,
  email: `member${String(index + 1).padStart(2, '0')}@northwind.io`,
  role: 'Developer',
  payments: index,
}));

function renderTable(props: Partial<DataTableProps<Member>> = {}) {
  return renderWithProviders(
    <DataTable<Member>
      caption="Members"
      columns={columns}
      data={members}
      getRowId={(member) => member.id}
      {...(props as object)}
    />,
  );
}

/** The row headers' text, top to bottom: what a person reads down the first column. */
const firstColumn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('is a captioned table in a labelled, focusable scroll region', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Members' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Members' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Role', 'Payments']);
    expect(firstColumn()).toEqual(['carla@northwind.io', 'amir@northwind.io', 'bea@northwind.io']);
  });

  it('sorts by a column when its header is pressed, toggling the order and aria-sort', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    const header = screen.getByRole('columnheader', { name: 'Email' });
    expect(header).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header).getByRole('button', { name: 'Email' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['amir@northwind.io', 'bea@northwind.io', 'carla@northwind.io']);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'email', direction: 'ascending' });
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by Email, ascending');

    await userEvent.click(within(header).getByRole('button', { name: 'Email' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['carla@northwind.io', 'bea@northwind.io', 'amir@northwind.io']);

    // Numbers sort by size, and only the sorted column carries aria-sort.
    const payments = screen.getByRole('columnheader', { name: 'Payments' });
    await userEvent.click(within(payments).getByRole('button'));
    expect(payments).toHaveAttribute('aria-sort', 'ascending');
    expect(header).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['bea@northwind.io', 'carla@northwind.io', 'amir@northwind.io']);
  });

  it('offers no sort button on columns that are not sortable', () => {
    renderTable();
    expect(within(screen.getByRole('columnheader', { name: 'Role' })).queryByRole('button')).toBeNull();
  });

  it('pages through rows on the client and updates the summary', async () => {
    const onPageChange = vi.fn();
    renderTable({ data: manyMembers, onPageChange });
    expect(screen.getAllByRole('rowheader')).toHaveLength(20);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(firstColumn()[0]).toBe('member21@northwind.io');
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    // Nowhere further: Next is disabled, and focus moved to Previous.
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it('returns to the first page when the order changes', async () => {
    renderTable({ data: manyMembers, defaultPage: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Payments' }));
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
  });

  it('leaves paging and sorting to the server when given a page count', async () => {
    function ServerTable() {
      const [page, setPage] = useState(1);
      return (
        <DataTable<Member>
          aria-label="Members"
          columns={columns}
          data={members}
          getRowId={(member) => member.id}
          pageSize={3}
          pageCount={4}
          rowCount={11}
          page={page}
          onPageChange={setPage}
        />
      );
    }
    renderWithProviders(<ServerTable />);
    expect(screen.getByText('1–3 of 11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('4–6 of 11')).toBeInTheDocument();
    // The rows are the caller's page as given.
    expect(firstColumn()).toEqual(['carla@northwind.io', 'amir@northwind.io', 'bea@northwind.io']);
  });

  it('pages by cursor: the range, Next while the server has a next page, Previous past the first', async () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    const table = (paging: { page: number; hasNext: boolean; count: number }) => (
      <DataTable<Member>
        aria-label="Members"
        columns={columns}
        data={members}
        getRowId={(member) => member.id}
        paging={{ ...paging, pageSize: 3, total: 8, onNext, onPrevious }}
      />
    );
    const { rerender } = renderWithProviders(table({ page: 1, hasNext: true, count: 3 }));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('1–3 of 8')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();

    rerender(table({ page: 3, hasNext: false, count: 2 }));
    expect(screen.getByText('7–8 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledOnce();
    // Every row given is shown: the server made the page.
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);

    // One page in all: no controls at all.
    rerender(table({ page: 1, hasNext: false, count: 3 }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the page controls, and their focus, while the first page loads again', async () => {
    const onPrevious = vi.fn();
    const table = (page: number, isLoading: boolean) => (
      <DataTable<Member>
        aria-label="Members"
        columns={columns}
        data={isLoading ? [] : members}
        getRowId={(member) => member.id}
        isLoading={isLoading}
        paging={{
          page,
          pageSize: 3,
          count: isLoading ? 0 : 3,
          total: 8,
          hasNext: !isLoading,
          isLoading,
          onNext: vi.fn(),
          onPrevious,
        }}
      />
    );
    const { rerender } = renderWithProviders(table(2, false));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledOnce();
    rerender(table(1, true));
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveFocus();
    rerender(table(1, false));
    expect(screen.getByText('1–3 of 8')).toBeInTheDocument();
    // Nowhere before the first page: focus moved to Next.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('reports the selected row ids', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'multiple', defaultSelectedKeys: ['m2'], onSelectionChange });
    expect(screen.getByRole('checkbox', { name: 'Select amir@northwind.io' })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select bea@northwind.io' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['m2', 'm3']));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['m1', 'm2', 'm3']));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());
  });

  it('selects one row at a time in single selection mode', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectionMode: 'single', onSelectionChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Select carla@northwind.io' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Select bea@northwind.io' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['m3']));
    expect(screen.getByRole('radio', { name: 'Select carla@northwind.io' })).not.toBeChecked();
  });

  it('shows skeleton rows and says it is loading', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('says when there is nothing to show, or shows the caller’s empty state', () => {
    const { unmount } = renderTable({ data: [] });
    expect(screen.getByText('Nothing to show yet')).toBeInTheDocument();
    unmount();
    renderTable({ data: [], emptyState: <p>No members yet. Invite your team.</p> });
    expect(screen.getByText('No members yet. Invite your team.')).toBeInTheDocument();
  });

  it('shows an error with a retry button', async () => {
    const onRetry = vi.fn();
    renderTable({ error: 'Failed to load members. Please try again.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load members. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('opens a row’s action menu with the keyboard and runs the chosen action', async () => {
    const onRemove = vi.fn();
    const onChangeRole = vi.fn();
    renderTable({
      rowActions: (member) => [
        { id: 'role', label: 'Change role', onAction: () => onChangeRole(member.id) },
        { id: 'remove', label: 'Remove member', tone: 'danger', onAction: () => onRemove(member.id) },
      ],
    });
    const trigger = screen.getByRole('button', { name: 'Actions for amir@northwind.io' });
    act(() => trigger.focus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change role', 'Remove member']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onRemove).toHaveBeenCalledWith('m2');
    expect(onChangeRole).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
