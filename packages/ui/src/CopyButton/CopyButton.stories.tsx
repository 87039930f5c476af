import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createToastQueue, ToastProvider, ToastRegion } from '../Toast';
import { CopyButton } from './CopyButton';

const url = 'https://pay.meridian.example/l/summer-sale';

/** A queue of the story's own whose toasts stay until closed, so the screenshot is stable. */
function WithToasts({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createToastQueue({ duration: 0 }));
  return (
    <ToastProvider queue={queue}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <code>{url}</code>
        {children}
      </div>
      <ToastRegion />
    </ToastProvider>
  );
}

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: {
    value: url,
    label: 'Copy payment link URL',
    // The story page may not be allowed to write to the clipboard: a stand-in keeps it deterministic.
    copy: fn(async () => {}),
    // Long enough that the check mark is still there for the screenshot.
    feedbackDuration: 60_000,
  },
  decorators: [
    (Story) => (
      <WithToasts>
        <Story />
      </WithToasts>
    ),
  ],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After a press: the check mark and the success toast. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy payment link URL' }));
    await waitFor(() => expect(args.copy).toHaveBeenCalledWith(url));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveAttribute('data-type', 'success');
  },
};

/** The clipboard refused the write (no permission, insecure page): an error toast says so. */
export const Failed: Story = {
  args: { copy: fn(async () => Promise.reject(new DOMException('Write permission denied', 'NotAllowedError'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy payment link URL' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveAttribute('data-type', 'error');
  },
};
