import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OnrampSettings, type OnrampSettingsView } from './OnrampSettings';

/** The sandbox's countries, as the local API answers them. */
const sandbox: OnrampSettingsView = {
  enabled: true,
  provider: { name: 'Sandbox', sandbox: true },
  countries: ['BR', 'ES', 'FR', 'PT', 'US'],
};
const transak: OnrampSettingsView = {
  enabled: false,
  provider: { name: 'Transak', sandbox: false },
  countries: ['BR', 'DE', 'ES', 'FR', 'GB', 'IT', 'MX', 'PT'],
};

const meta = {
  title: 'Screens/Workspace/OnrampSettings',
  component: OnrampSettings,
  args: { scope: 'workspace', workspace: sandbox, canEdit: true, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OnrampSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The workspace offers cards and bank transfers through the sandbox, which names its countries. */
export const On: Story = {};
/** Off (the default), with the production provider: turning it on sends the change. */
export const Off: Story = {
  args: { workspace: transak },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
/** A member who is not an owner or admin reads the setting and cannot change it. */
export const ReadOnly: Story = { args: { canEdit: false } };
/** The setting while it loads. */
export const Loading: Story = { args: { workspace: undefined } };
/** It could not be loaded: said, with a way to try again. */
export const LoadError: Story = { args: { workspace: undefined, loadFailed: true, onRetry: fn() } };
/** The last change failed. */
export const SaveFailed: Story = { args: { workspace: transak, saveFailed: true } };
/** No provider on the server (production without its keys): nothing to turn on. */
export const NoProvider: Story = { args: { workspace: { enabled: false, provider: null, countries: [] } } };
/** A link's own setting, on, where the workspace offers them. */
export const LinkOn: Story = { args: { scope: 'link', linkEnabled: true } };
/** A link's setting while the workspace has them off: said, with the way to the business details. */
export const LinkWorkspaceOff: Story = {
  args: { scope: 'link', linkEnabled: false, workspace: transak, workspaceHref: '/settings/business-details' },
};
/** A link's setting for a member who only reads it. */
export const LinkReadOnly: Story = { args: { scope: 'link', linkEnabled: false, canEdit: false } };
