import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, Copy, Eye, Pencil, Power, Trash2, UserCog } from 'lucide-react';
import { FormattedDate, FormattedNumber } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface PaymentLink {
  id: string;
  name: string;
  type: 'Static' | 'Dynamic' | 'Donation';
  environment: 'Live' | 'Test';
  status: 'Active' | 'Disabled';
  amount: number | null;
  created: Date;
}

const names = [
  'Spring sale checkout',
  'Annual plan',
  'Conference ticket',
  'Open-source donations',
  'Invoice #1042',
  'Consulting hour',
  'Hardware wallet bundle',
  'Newsletter tip jar',
  'Workshop seat',
  'Invoice #1043',
  'Starter plan',
  'Pro plan',
];
const types = ['Static', 'Static', 'Static', 'Donation', 'Dynamic', 'Static'] as const;

/** 34 links, newest first, with amounts that read like prices. */
const links: PaymentLink[] = Array.from({ length: 34 }, (_, index) => {
  const type = types[index % types.length]!;
  return {
    id: `pl_${(1000 + index * 37).toString(36)}`,
    name: index < names.length ? names[index]! : `PaymentLink_${index + 1}`,
    type,
    environment: index % 4 === 3 ? 'Test' : 'Live',
    status: index % 5 === 4 ? 'Disabled' : 'Active',
    amount: type === 'Donation' ? null : [49, 1200, 350, 25, 2480.5, 150, 189.99][index % 7]!,
    created: new Date(Date.UTC(2026, 5, 12 - index, 9 + (index % 8), (index * 13) % 60)),
  };
});

const linkColumns: DataTableColumn<PaymentLink>[] = [
  { id: 'name', header: 'Name', accessor: 'name', sortable: true },
  { id: 'type', header: 'Type', accessor: 'type' },
  { id: 'environment', header: 'Environment', accessor: 'environment' },
  { id: 'status', header: 'Status', accessor: 'status', sortable: true },
  {
    id: 'amount',
    header: 'Amount',
    accessor: 'amount',
    sortable: true,
    align: 'end',
    cell: (link) =>
      link.amount === null ? '—' : <FormattedNumber value={link.amount} style="currency" currency="USD" />,
  },
  {
    id: 'created',
    header: 'Created',
    accessor: 'created',
    sortable: true,
    cell: (link) => <FormattedDate value={link.created} dateStyle="medium" timeZone="UTC" />,
  },
];

interface Member {
  id: string;
  email: string;
  name: string;
  role: 'Owner' | 'Admin' | 'Developer' | 'Viewer';
}

const members: Member[] = [
  { id: 'm_1', name: 'Amira Haddad', email: 'amira@lumenroast.com', role: 'Owner' },
  { id: 'm_2', name: 'João Pereira', email: 'joao@lumenroast.com', role: 'Admin' },
  { id: 'm_3', name: 'Chloé Martin', email: 'chloe.martin@lumenroast.com', role: 'Developer' },
  { id: 'm_4', name: 'Diego Ramírez', email: 'diego@lumenroast.com', role: 'Developer' },
  { id: 'm_5', name: 'Grace Okafor', email: 'grace.okafor@lumenroast.com', role: 'Viewer' },
];

const memberColumns: DataTableColumn<Member>[] = [
  { id: 'email', header: 'Email', accessor: 'email', sortable: true },
  { id: 'name', header: 'Name', accessor: 'name', sortable: true },
  { id: 'role', header: 'Role', accessor: 'role', sortable: true },
];

const linkActions = (link: PaymentLink) => [
  { id: 'edit', label: 'Edit', icon: <Pencil />, onAction: fn() },
  { id: 'view', label: 'View', icon: <Eye />, onAction: fn() },
  { id: 'copy', label: 'Copy URL', icon: <Copy />, onAction: fn() },
  link.status === 'Active'
    ? { id: 'disable', label: 'Disable', icon: <Power />, onAction: fn() }
    : { id: 'enable', label: 'Enable', icon: <Power />, onAction: fn() },
  { id: 'archive', label: 'Archive', icon: <Archive />, tone: 'danger' as const, onAction: fn() },
];

const memberActions = (member: Member) =>
  member.role === 'Owner'
    ? []
    : [
        { id: 'role', label: 'Change role', icon: <UserCog />, onAction: fn() },
        { id: 'remove', label: 'Remove member', icon: <Trash2 />, tone: 'danger' as const, onAction: fn() },
      ];

/** A phone's width: the cells wrap; what is still too wide scrolls sideways inside the focusable region. */
const phoneViewport = {
  options: { phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '667px' }, type: 'mobile' } },
};

const meta = {
  title: 'UI/DataTable',
  component: DataTable<PaymentLink>,
  args: {
    caption: 'Payment links',
    columns: linkColumns,
    data: links.slice(0, 8),
    getRowId: (link: PaymentLink) => link.id,
    onSortChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<DataTableProps<PaymentLink>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Pressing a header sorts by it; the header says how with `aria-sort`. */
export const Sorted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await userEvent.click(within(amount).getByRole('button'));
    await userEvent.click(within(amount).getByRole('button'));
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'descending' });
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Invoice #1042');
    await userEvent.unhover(amount);
  },
};

export const Paginated: Story = {
  args: { data: links, pageSize: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pagination = canvas.getByRole('navigation');
    const [previous, next] = within(pagination).getAllByRole('button');
    await expect(previous).toBeDisabled();
    await userEvent.click(next!);
    await userEvent.unhover(next!);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(previous).toBeEnabled();
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Starter plan');
  },
};

export const WithRowActions: Story = {
  args: { rowActions: linkActions },
};

export const RowActionsOpen: Story = {
  args: { rowActions: linkActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The trigger's name is "Actions for <row>" in every language: find it by the row's name.
    await userEvent.click(canvas.getByRole('button', { name: /Annual plan/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(5));
  },
};

/** The members table, with each story's own actions or selection. */
function MembersTable(
  props: Pick<DataTableProps<Member>, 'rowActions' | 'selectionMode' | 'defaultSelectedKeys' | 'onSelectionChange'>,
) {
  return (
    <DataTable<Member>
      caption="Members"
      columns={memberColumns}
      data={members}
      getRowId={(member) => member.id}
      {...props}
    />
  );
}

/** Members with emails: the owner has no actions, everyone else can be changed or removed. */
export const MemberActions: Story = {
  render: () => <MembersTable rowActions={memberActions} />,
};

/** Multiple selection with two members selected: the header checkbox shows "some". */
export const Selectable: Story = {
  render: () => <MembersTable selectionMode="multiple" defaultSelectedKeys={['m_2', 'm_4']} onSelectionChange={fn()} />,
  play: async ({ canvasElement }) => {
    const checkboxes = within(canvasElement).getAllByRole('checkbox');
    await expect(checkboxes.filter((checkbox) => (checkbox as HTMLInputElement).checked)).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true, data: [] },
};

export const Empty: Story = {
  args: { data: [] },
};

export const Error: Story = {
  args: { data: [], error: 'Failed to load links. Please try again.', onRetry: fn() },
};

export const Narrow: Story = {
  args: { rowActions: linkActions },
  parameters: { viewport: phoneViewport },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <div style={{ width: 375, maxWidth: '100%' }}>
      <DataTable {...args} />
    </div>
  ),
};

/** A phone's width with the details marked `hideWhenNarrow`: name, status and amount, no sideways scroll. */
export const CompactWhenNarrow: Story = {
  args: {
    rowActions: linkActions,
    columns: linkColumns.map((column) =>
      ['type', 'environment', 'created'].includes(column.id) ? { ...column, hideWhenNarrow: true } : column,
    ),
  },
  render: (args) => (
    <div style={{ width: 375, maxWidth: '100%' }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).queryByRole('columnheader', { name: 'Type' })).not.toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
