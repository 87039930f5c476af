import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServerError } from './ServerError';

const meta = {
  title: 'Screens/Auth/ServerError',
  component: ServerError,
  parameters: { layout: 'fullscreen' },
  args: { links: { home: '/' }, onRetry: fn() },
} satisfies Meta<typeof ServerError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
