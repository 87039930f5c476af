import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound';

const meta = {
  title: 'Screens/Auth/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
  args: { links: { home: '/' } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
