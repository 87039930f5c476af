import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiKeys, type ApiKeyItem } from './ApiKeys';
import { withToasts } from '../../test/StoryToasts';

const now = new Date('2026-06-15T10:30:00Z');
const keys: ApiKeyItem[] = [
  {
    id: 'k-1',
    label: 'WooCommerce store',
    mode: 'live',
    prefix: 'mrd_live_',
    lastFour: 'x7Qa',
    scopes: ['checkouts:write', 'payments:read', 'events:read'],
    createdAt: new Date('2026-05-02T09:00:00Z'),
    lastUsedAt: new Date('2026-06-15T09:58:00Z'),
  },
  {
    id: 'k-2',
    label: 'Staging',
    mode: 'test',
    prefix: 'mrd_test_',
    lastFour: '03Lm',
    scopes: ['checkouts:write', 'payment_links:read'],
    createdAt: new Date('2026-06-10T14:20:00Z'),
  },
  {
    id: 'k-3',
    label: 'Old staging key',
    mode: 'test',
    prefix: 'mrd_test_',
    lastFour: 'Zz19',
    scopes: ['payments:read'],
    createdAt: new Date('2026-03-01T08:00:00Z'),
    lastUsedAt: new Date('2026-06-14T18:00:00Z'),
    expiresAt: new Date('2026-06-16T10:30:00Z'),
  },
];
const secret = 'mrd_test_4fQ9kZ2bW7xLr1NcP8sTe3VyM6hJd0Ga5Ku2Xo9BmR1wQz';

const meta = {
  title: 'Screens/Workspace/ApiKeys',
  component: ApiKeys,
  args: {
    keys,
    canManage: true,
    now,
    onCreate: fn(),
    onRename: fn(),
    onRoll: fn(),
    onRevoke: fn(),
    onRetry: fn(),
    onSecretClosed: fn(),
    copy: fn(async () => {}),
  },
} satisfies Meta<typeof ApiKeys>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the actions menu of the first key and answers its items. */
async function rowActions(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole('table');
  const [trigger] = within(table).getAllByRole('button');
  if (!trigger) throw new globalThis.Error('No row actions');
  await userEvent.click(trigger);
  return within(await screen.findByRole('menu')).getAllByRole('menuitem');
}

export const Empty: Story = { args: { keys: [] } };
export const Keys: Story = {};
export const Loading: Story = { args: { keys: [], isLoading: true } };
export const Error: Story = { args: { keys: [], error: 'loadFailed' } };

/** A viewer sees the keys without any action, and never a secret. */
export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('table')).queryAllByRole('button')).toHaveLength(0);
  },
};

/** The form: a name, the mode and the access per resource. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    // The page's one primary action, in every language: the first button.
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getAllByRole('textbox')[0]!, 'Shopify test');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Creating without a name says so, and keeps the choices made. */
export const CreateInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog');
    const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
    await expect(submit).not.toBeNull();
    await userEvent.click(submit!);
    const name = within(dialog).getAllByRole('textbox')[0]!;
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(/\S/);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The new key, shown this once. */
export const CreatedShownOnce: Story = {
  args: { secret },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(secret);
  },
};

/** Copying the key confirms with a toast. */
export const KeyCopied: Story = {
  args: { secret },
  decorators: [withToasts],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    // The copy button stands beside the key, in every language.
    const beside = within(dialog).getByText(secret).parentElement!;
    await userEvent.click(within(beside).getByRole('button'));
    await waitFor(() => expect(args.copy).toHaveBeenCalledWith(secret));
    await expect(await screen.findByRole('alertdialog')).toHaveAttribute('data-type', 'success');
  },
};

export const EditLabel: Story = {
  play: async ({ canvasElement }) => {
    const [rename] = await rowActions(canvasElement);
    if (!rename) throw new globalThis.Error('No rename action');
    await userEvent.click(rename);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('textbox')).toHaveValue('WooCommerce store');
  },
};

/** Rolling a key: how long the old one keeps working. */
export const Roll: Story = {
  play: async ({ canvasElement, args }) => {
    const [, roll] = await rowActions(canvasElement);
    if (!roll) throw new globalThis.Error('No roll action');
    await userEvent.click(roll);
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await expect(args.onRoll).not.toHaveBeenCalled();
  },
};

export const RevokeConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const [, , revoke] = await rowActions(canvasElement);
    if (!revoke) throw new globalThis.Error('No revoke action');
    await userEvent.click(revoke);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('x7Qa');
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
};

/** An action failed after its dialog closed. */
export const ActionFailed: Story = { args: { error: 'revokeFailed' } };

/** On a phone: the access and creation date leave the table. */
export const Phone: Story = { tags: ['phone'] };
