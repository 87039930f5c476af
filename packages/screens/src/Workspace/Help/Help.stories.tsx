import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Help } from './Help';
import { exampleHelpLinks } from './Help.examples';

function searchInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[name="query"]');
  if (!input) throw new Error('No search input');
  return input;
}

const meta = {
  title: 'Screens/Workspace/Help',
  component: Help,
  args: {
    links: exampleHelpLinks,
    supportEmail: 'support@meridian.example',
    onStartChat: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof Help>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On a phone: the guides, the questions and the contact. */
export const Phone: Story = { tags: ['phone'] };

/** A local run (`npm start`): test links are paid on the local test chain, and the guide says so. */
export const LocalRun: Story = { args: { testNetwork: 'local' } };

/** One answer opened by the person. */
export const FaqOpen: Story = {
  play: async ({ canvasElement }) => {
    const [first] = canvasElement.querySelectorAll<HTMLButtonElement>('button[slot="trigger"]');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * Typing filters the guides and questions and opens the matching answers. "Moonbeam" reads the
 * same in every language, so the story finds results in each.
 */
export const SearchResults: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(searchInput(canvasElement), 'moonbeam');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenLastCalledWith('moonbeam'));
    const triggers = canvasElement.querySelectorAll<HTMLButtonElement>('button[slot="trigger"]');
    await expect(triggers.length).toBeGreaterThan(0);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NoResults: Story = {
  args: { defaultQuery: 'xylophone' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('button[slot="trigger"]')).toHaveLength(0);
  },
};

/** No chat service yet: the live chat option stays first and says to email support instead. */
export const WithoutLiveChat: Story = {
  args: { onStartChat: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button[name="startChat"]')).toBeNull();
    // The chat's place offers the support address too, as well as the e-mail option.
    await expect(canvasElement.querySelectorAll('a[href="mailto:support@meridian.example"]')).toHaveLength(2);
  },
};
