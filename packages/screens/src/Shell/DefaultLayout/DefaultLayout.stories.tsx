import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Skeleton, SkeletonGroup, Stack } from '@meridian/ui';
import { NotificationsPanel } from '../NotificationsPanel';
import { exampleInvitation } from '../NotificationsPanel/NotificationsPanel.examples';
import { DefaultLayout } from './DefaultLayout';
import { exampleLayoutProps, exampleWorkspaces } from './DefaultLayout.examples';

const manyWorkspaces = [
  ...exampleWorkspaces,
  ...[
    'Bright Harbor Books',
    'Cedar & Stone Interiors',
    'Delta Print Studio',
    'Evergreen Pet Care',
    'Foxglove Florists',
    'Granite Peak Climbing',
    'Helios Solar Kits',
    'Indigo Textiles',
    'Juniper Tea House',
    'Kestrel Cycles',
  ].map((name) => ({ id: name.toLowerCase().replace(/\W+/g, '-'), name })),
];

/** Page content stands in as placeholders: the layout is what these stories show. */
function PagePlaceholder() {
  return (
    <SkeletonGroup>
      <Stack gap={6}>
        <Skeleton width="40%" />
        <Skeleton variant="block" height="160px" />
        <Skeleton lines={4} />
      </Stack>
    </SkeletonGroup>
  );
}

const meta = {
  title: 'Screens/Shell/DefaultLayout',
  component: DefaultLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    ...exampleLayoutProps,
    onSelectWorkspace: fn(),
    onLogout: fn(),
    onNotificationsPress: fn(),
    children: <PagePlaceholder />,
  },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switcher is the first button of the sidebar (the `complementary` landmark). */
async function openSwitcher(canvasElement: HTMLElement) {
  const sidebar = within(canvasElement).getByRole('complementary');
  const [switcher] = within(sidebar).getAllByRole('button');
  if (!switcher) throw new Error('No workspace switcher');
  await userEvent.click(switcher);
  return screen.findByRole('menu');
}

export const Default: Story = {};

/** A page inside a section: Settings is marked as the current section. */
export const InsideSection: Story = { args: { currentPath: '/settings/members' } };

export const ManyWorkspaces: Story = {
  args: { workspaces: manyWorkspaces, selectedWorkspaceId: 'atlas', memberCount: 24 },
  play: async ({ canvasElement }) => {
    const menu = await openSwitcher(canvasElement);
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(manyWorkspaces.length);
  },
};

export const SwitcherOpen: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openSwitcher(canvasElement);
    const [first, second] = within(menu).getAllByRole('menuitemradio');
    await expect(first).toHaveAttribute('aria-checked', 'true');
    await expect(second).toHaveAttribute('aria-checked', 'false');
  },
};

/** A viewer cannot invite: the switcher has no "Add members". */
export const SwitcherOpenViewer: Story = {
  args: { callerRole: 'viewer' },
  play: async ({ canvasElement }) => {
    const menu = await openSwitcher(canvasElement);
    // Create and join, without the third action.
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  },
};

/** On a phone: the narrow layout, from the viewport's own width. */
export const Narrow: Story = { tags: ['phone'], args: { unreadCount: 2 } };

export const NarrowMenuOpen: Story = {
  tags: ['phone'],
  args: { unreadCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [menuButton] = within(canvas.getByRole('banner')).getAllByRole('button');
    if (!menuButton) throw new Error('No menu button');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** Five unread: the bell shows the count, and its name says it. */
export const UnreadNotifications: Story = {
  args: { unreadCount: 5 },
  play: async ({ canvasElement, globals }) => {
    // The sentences are checked in English; the other languages draw the same markup.
    if (globals.locale !== 'en') return;
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 5 unread' });
    await expect(bell.parentElement).toHaveTextContent('5');
  },
};

const notificationsPanel = (
  <NotificationsPanel
    notifications={[exampleInvitation]}
    status="success"
    hasMore={false}
    hrefOf={() => '/pending-invites'}
    onOpen={fn()}
    onMarkAllRead={fn()}
    onLoadMore={fn()}
    onRetry={fn()}
    now={Date.UTC(2026, 5, 15, 10, 30)}
  />
);

/**
 * Opens the bell's panel, in every language (its name is the bell's, translated), and checks that
 * the panel lies inside the window and its content inside the panel (a longer translation of "Mark
 * all as read" pushed them out).
 */
const playNotificationsOpen: Story['play'] = async ({ canvasElement, globals }) => {
  // The bell is the header's button drawn with the unread count beside it.
  const bell = within(within(canvasElement).getByRole('banner'))
    .getAllByRole('button')
    .find((button) => button.parentElement?.textContent === '1');
  if (!bell) throw new Error('No notifications button');
  await userEvent.click(bell);
  const panel = await screen.findByRole('dialog');
  const box = panel.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  for (const element of panel.querySelectorAll('*')) {
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(Math.ceil(box.right));
  }
  // The sentences are checked in English; the other languages draw the same markup.
  if (globals.locale !== 'en') return;
  await expect(panel).toHaveAccessibleName('Notifications');
  await expect(within(panel).getByRole('link')).toHaveTextContent(
    'Marta Costa invited you to join “Atlas Outdoor Supply”',
  );
};

/** The bell opens the notifications panel. */
export const NotificationsOpen: Story = { args: { unreadCount: 1, notificationsPanel }, play: playNotificationsOpen };

/** The notifications panel on a phone: as wide as the screen allows, inside it. */
export const NotificationsOpenPhone: Story = {
  tags: ['phone'],
  args: { unreadCount: 1, notificationsPanel },
  play: playNotificationsOpen,
};

/** More than 99 unread: the count is capped. */
export const ManyUnreadNotifications: Story = { args: { unreadCount: 140 } };
