import type { Meta, StoryObj } from '@storybook/react-vite';
import { Archive, Ban, Copy, Eye, Pencil } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { triggerLabel: 'Actions for Summer sale', onAction: fn() },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320 }}>
      <Menu {...args}>
        <MenuItem id="edit" icon={<Pencil />}>
          Edit
        </MenuItem>
        <MenuItem id="view" icon={<Eye />}>
          View
        </MenuItem>
        <MenuItem id="copy" icon={<Copy />}>
          Copy URL
        </MenuItem>
        <MenuItem id="disable" icon={<Ban />}>
          Disable
        </MenuItem>
      </Menu>
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for Summer sale' }));
  return screen.findByRole('menu');
}

/** The default trigger: a "more" icon button, as in a table row. */
export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const items = await within(menu).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit', 'View', 'Copy URL', 'Disable']);
  },
};

export const WithDangerItem: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320 }}>
      <Menu {...args}>
        <MenuSection>
          <MenuItem id="edit" icon={<Pencil />}>
            Edit
          </MenuItem>
          <MenuItem id="copy" icon={<Copy />}>
            Copy URL
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection>
          <MenuItem id="archive" icon={<Archive />} tone="danger">
            Archive
          </MenuItem>
        </MenuSection>
      </Menu>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await expect(await within(menu).findByRole('separator')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('archive');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for Summer sale' }));
    await screen.findByRole('menu');
  },
};

export const DisabledItem: Story = {
  args: { disabledKeys: ['disable'] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const item = await within(menu).findByRole('menuitem', { name: 'Disable' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithSectionTitles: Story = {
  render: (args) => (
    <Menu {...args} trigger={<Button variant="secondary">Export</Button>} placement="bottom start">
      <MenuSection title="Payments">
        <MenuItem id="payments-csv">CSV</MenuItem>
        <MenuItem id="payments-json">JSON</MenuItem>
      </MenuSection>
      <MenuSection title="Customers">
        <MenuItem id="customers-csv">CSV</MenuItem>
      </MenuSection>
    </Menu>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    const menu = await screen.findByRole('menu');
    await expect(await within(menu).findByRole('group', { name: 'Payments' })).toBeInTheDocument();
  },
};

/** Items that lead to a page are links, and look like the other items: no underline. */
export const WithLinkItems: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320 }}>
      <Menu {...args}>
        <MenuItem id="view" href="#view" icon={<Eye />}>
          View
        </MenuItem>
        <MenuItem id="edit" href="#edit" icon={<Pencil />}>
          Edit
        </MenuItem>
        <MenuItem id="archive" icon={<Archive />} tone="danger">
          Archive
        </MenuItem>
      </Menu>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const links = (await within(menu).findAllByRole('menuitem')).filter((item) => item.hasAttribute('href'));
    await expect(links.map((item) => item.textContent)).toEqual(['View', 'Edit']);
    for (const link of links) await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};
