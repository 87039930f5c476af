import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardHome } from './DashboardHome';

const meta = {
  title: 'Screens/Workspace/DashboardHome',
  component: DashboardHome,
  args: { userName: 'Ana Silva', workspaceName: 'Lumen Coffee' },
} satisfies Meta<typeof DashboardHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Someone who gave no name is greeted by username. */
export const Username: Story = { args: { userName: 'ana.silva' } };
