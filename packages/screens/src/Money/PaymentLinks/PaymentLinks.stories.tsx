import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useToast } from '@meridian/ui';
import { playPaging, storyPaging } from '../../test/paging';
import { withToasts } from '../../test/StoryToasts';
import { exampleLinks } from '../common/examples';
import { PaymentLinks, type PaymentLinksProps } from './PaymentLinks';
import { paymentLinksToastMessages } from './PaymentLinks.messages';
import { defaultLinkFilters } from './PaymentLinks.rules';

const current = exampleLinks.filter((link) => link.status !== 'archived');

const meta = {
  title: 'Screens/Money/PaymentLinks',
  component: PaymentLinks,
  args: {
    links: current,
    filters: defaultLinkFilters,
    callerRole: 'owner',
    createHref: '/payment-links/new',
    onFiltersChange: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onView: fn(),
    onChangeStatus: fn(),
    onCopyUrl: fn(),
    linkHref: (id: string) => `/payment-links/${id}`,
    paymentsHref: (id: string) => `/payment-links/${id}/payments`,
    newLinkHrefs: {
      static: '/payment-links/new/static',
      dynamic: '/payment-links/new/dynamic',
      donation: '/payment-links/new/donation',
    },
    unmatchedHref: '/payment-links/unmatched',
  },
  decorators: [withToasts],
} satisfies Meta<typeof PaymentLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the first row's actions (the "Summer sale" link: active, static, live). */
async function openFirstRowActions(canvasElement: HTMLElement) {
  const trigger = canvasElement.querySelector<HTMLButtonElement>('table button[aria-haspopup]');
  if (!trigger) throw new globalThis.Error('No row actions');
  await userEvent.click(trigger);
  return within(await screen.findByRole('menu')).getAllByRole('menuitem');
}

export const Loading: Story = { args: { links: [], isLoading: true } };
export const Empty: Story = { args: { links: [] } };
/** Every type, status and environment, the archived link included (status filter on all). */
export const WithLinks: Story = { args: { links: exampleLinks } };
/** Many links: the server sends one page at a time; this is the second, with Previous and Next. */
export const Paged: Story = {
  args: { paging: storyPaging({ count: current.length, pageSize: current.length, total: 64 }) },
  play: async ({ canvasElement, args }) => {
    await playPaging(canvasElement, args.paging, new RegExp(`${current.length + 1}.${current.length * 2}\\D+64`));
  },
};
export const Filtered: Story = {
  args: {
    filters: { type: 'static', status: 'active', environment: 'live', search: 'sale' },
    links: current.slice(0, 1),
  },
};
export const FilteredNoMatch: Story = {
  args: { filters: { ...defaultLinkFilters, search: 'winter' }, links: [] },
};

export const RowActionsOpen: Story = {
  play: async ({ canvasElement }) => {
    await expect(await openFirstRowActions(canvasElement)).toHaveLength(5);
  },
};

/** The screen as the dashboard uses it: copying a link's URL confirms with the dashboard's toast. */
function PaymentLinksConfirmingCopy(props: PaymentLinksProps) {
  const intl = useIntl();
  const toast = useToast();
  const onCopyUrl = (linkId: string) => {
    props.onCopyUrl(linkId);
    toast.success(intl.formatMessage(paymentLinksToastMessages.urlCopied));
  };
  return <PaymentLinks {...props} onCopyUrl={onCopyUrl} />;
}

/** A link's URL copied from its row actions: the success toast confirms it. */
export const UrlCopied: Story = {
  render: (args) => <PaymentLinksConfirmingCopy {...args} />,
  play: async ({ canvasElement, args }) => {
    const [, , copy] = await openFirstRowActions(canvasElement);
    await userEvent.click(copy!);
    await waitFor(() => expect(args.onCopyUrl).toHaveBeenCalledWith(exampleLinks[0]!.id));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveAttribute('data-type', 'success');
  },
};

export const DisableConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const items = await openFirstRowActions(canvasElement);
    await userEvent.click(items[3]!);
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Summer sale');
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
  },
};

export const ArchiveConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const items = await openFirstRowActions(canvasElement);
    await userEvent.click(items[items.length - 1]!);
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Summer sale');
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
  },
};

/** A viewer can view links and copy their URLs, nothing else. */
export const ReadOnly: Story = {
  args: { callerRole: 'viewer' },
  play: async ({ canvasElement }) => {
    await expect(await openFirstRowActions(canvasElement)).toHaveLength(2);
  },
};

export const Error: Story = { args: { links: [], error: 'loadFailed' } };
export const StatusChangeFailed: Story = { args: { error: 'statusChangeFailed' } };

/** The "New link" menu's trigger: the page's one menu button outside the table. */
function newLinkTrigger(canvasElement: HTMLElement) {
  const trigger = [...canvasElement.querySelectorAll<HTMLButtonElement>('button[aria-haspopup]')].find(
    (button) => !button.closest('table'),
  );
  if (!trigger) throw new globalThis.Error('No New link menu');
  return trigger;
}

/** The filters' toggle, shown on a phone. */
function filtersToggle(canvasElement: HTMLElement) {
  const toggle = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls][aria-expanded]');
  if (!toggle) throw new globalThis.Error('No filters toggle');
  return toggle;
}

/** On a phone: a compact list (name with its status under it, amount, paid), the filters behind one button, one "New link" menu. */
export const Phone: Story = {
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    // Name (the status under it), amount and paid: the type, environment and date are left out.
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(filtersToggle(canvasElement)).toBeVisible();
    await expect(newLinkTrigger(canvasElement)).toBeVisible();
  },
};

/** On a phone, the filters opened from their button. */
export const PhoneFiltersOpen: Story = {
  tags: ['phone'],
  args: { filters: { ...defaultLinkFilters, type: 'static' } },
  play: async ({ canvasElement }) => {
    const toggle = filtersToggle(canvasElement);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByRole('searchbox')).toBeVisible();
  },
};

/** On a phone, the three kinds of link behind "New link". */
export const PhoneNewLinkMenu: Story = {
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    await userEvent.click(newLinkTrigger(canvasElement));
    await expect(within(await screen.findByRole('menu')).getAllByRole('menuitem')).toHaveLength(3);
  },
};
