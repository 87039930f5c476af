import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, ToastProvider, type ToastType } from './ToastQueue';

interface StoryToast {
  /** The type in the product's words; drawn in its tone (`TOAST_KIND_TONES`). */
  type: ToastType;
  title: string;
  description?: string;
}

interface ToastDemoProps {
  /** Shown from the first render, oldest first. */
  toasts: StoryToast[];
}

/**
 * Each story gets its own queue, so its toasts never leak into another story. The toasts stay
 * until closed (`duration: 0`), so the screenshot does not race their timers.
 */
function ToastDemo({ toasts }: ToastDemoProps) {
  const [queue] = useState(() => {
    const created = createToastQueue({ duration: 0 });
    for (const { type, title, description } of toasts) created[type](title, { description });
    return created;
  });
  return (
    <ToastProvider queue={queue}>
      <ToastRegion />
    </ToastProvider>
  );
}

/**
 * Toasts come in five types, named as the product names them: **Success**, **Error**, **Info**,
 * **Warning** and **Default**. A toast is raised with its type (`toast.error(...)`) and carries it
 * (`data-type="error"`); the design system draws each type in one of its tones, whose words differ
 * for two of them:
 *
 * | type (`ToastType`, `toast.<type>`, `data-type`) | tone (colour and icon) |
 * | ----------------------------------------------- | ---------------------- |
 * | success                                         | `success`              |
 * | error                                           | `danger`               |
 * | info                                            | `info`                 |
 * | warning                                         | `warning`              |
 * | default                                         | `neutral`              |
 *
 * `TOAST_KIND_TONES` holds this table in code.
 */
const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { toasts: [] },
  parameters: {
    docs: {
      description: {
        component:
          'Types in the product’s words, raised as `toast.success`, `toast.error`, `toast.info`, `toast.warning` and `toast.default` and marked with that `data-type`. Error is drawn in the `danger` tone and Default in the `neutral` tone; `TOAST_KIND_TONES` maps each type to its tone.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectToasts = (count: number) => async () => {
  const region = await screen.findByRole('region');
  await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(count));
};

export const Success: Story = {
  args: { toasts: [{ type: 'success', title: 'Payment link created' }] },
  play: expectToasts(1),
};

/** Something failed (`toast.error`): drawn in the `danger` tone. */
export const Error: Story = {
  args: { toasts: [{ type: 'error', title: 'Failed to update account details' }] },
  play: expectToasts(1),
};

export const Info: Story = {
  args: { toasts: [{ type: 'info', title: 'A new version of the dashboard is available' }] },
  play: expectToasts(1),
};

export const Warning: Story = {
  args: { toasts: [{ type: 'warning', title: 'You have used 90% of this month’s limit' }] },
  play: expectToasts(1),
};

/** Nothing special (`toast.default`): drawn in the `neutral` tone. */
export const Default: Story = {
  args: { toasts: [{ type: 'default', title: 'Invitation sent to ana@example.com' }] },
  play: expectToasts(1),
};

export const WithDescription: Story = {
  args: {
    toasts: [
      {
        type: 'success',
        title: 'Payment received',
        description: 'USD 49.00 from Summer sale, paid in USDC on Moonbeam.',
      },
    ],
  },
  play: expectToasts(1),
};

/** Six toasts: five show, newest nearest the corner; the sixth waits for a free place. */
export const Queue: Story = {
  args: {
    toasts: [
      { type: 'info', title: 'Exporting 1,240 payments' },
      { type: 'success', title: 'Wallet “Main treasury” added' },
      { type: 'warning', title: 'Domain verification is still pending' },
      { type: 'error', title: 'Failed to fetch notifications' },
      { type: 'default', title: 'Invitation sent to ana@example.com' },
      { type: 'success', title: 'API key copied' },
    ],
  },
  play: async () => {
    await expectToasts(5)();
    const region = screen.getByRole('region');
    const titles = within(region)
      .getAllByRole('alertdialog')
      .map((toast) => toast.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    // The list is newest first (drawn bottom-up); the oldest waits.
    await expect(titles).toEqual([
      'API key copied',
      'Invitation sent to ana@example.com',
      'Failed to fetch notifications',
      'Domain verification is still pending',
      'Wallet “Main treasury” added',
    ]);
  },
};

/** Buttons that raise each type with the default duration (3000 ms), to try the timing by hand. */
export const Playground: Story = {
  render: () => <ToastButtons />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const toast = await screen.findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

function ToastButtons() {
  const [queue] = useState(() => createToastQueue());
  const labels: Record<ToastType, string> = {
    default: 'Default',
    info: 'Info',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
  };
  // From the quietest to the most urgent, as the tones are ordered.
  const types: ToastType[] = ['default', 'info', 'success', 'warning', 'error'];
  return (
    <ToastProvider queue={queue}>
      <div style={{ display: 'flex', gap: 8 }}>
        {types.map((type) => (
          <Button
            key={type}
            variant="secondary"
            onPress={() =>
              type === 'default' ? queue.default('Invitation sent') : queue[type](`${labels[type]} notification`)
            }
          >
            {labels[type]}
          </Button>
        ))}
      </div>
      <ToastRegion />
    </ToastProvider>
  );
}
