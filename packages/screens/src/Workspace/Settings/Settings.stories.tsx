import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from './Settings';
import { exampleSettingsLinks } from './Settings.examples';

const meta = {
  title: 'Screens/Workspace/Settings',
  component: Settings,
  args: {
    tier: 'basic',
    links: exampleSettingsLinks,
  },
} satisfies Meta<typeof Settings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** On a phone. */
export const Phone: Story = { tags: ['phone'] };
export const NotVerified: Story = { args: { tier: 'notVerified' } };
export const BasicPlus: Story = { args: { tier: 'basicPlus' } };
export const Silver: Story = { args: { tier: 'silver' } };
/** The highest tier: nothing left to raise. */
export const Gold: Story = { args: { tier: 'gold' } };
