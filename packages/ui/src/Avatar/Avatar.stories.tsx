import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

/** A small portrait drawn inline, so that the story needs no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8ec8f6"/><stop offset="1" stop-color="#3e63dd"/></linearGradient></defs>' +
    '<rect width="64" height="64" fill="url(#g)"/>' +
    '<circle cx="32" cy="26" r="12" fill="#f5d0b5"/>' +
    '<path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#1f2d5c"/>' +
    '<path d="M20 24c0-9 6-14 12-14s12 5 12 14c-3-5-7-7-12-7s-9 2-12 7z" fill="#4f3422"/>' +
    '</svg>',
)}`;

/** Not an image: the browser fails to decode it, as it would a broken upload link. */
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ana Souza' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: portrait, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ana Souza' })).toHaveAttribute('src', portrait);
  },
};
export const Initials: Story = { args: { size: 'lg' } };
export const Fallback: Story = { args: { name: undefined, size: 'lg' } };
export const BrokenImage: Story = {
  args: { src: broken, size: 'lg', name: 'Kwame Mensah' },
  play: async ({ canvasElement }) => {
    // The <img> is replaced by the initials once the browser gives up on the picture.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Kwame Mensah' })).toHaveTextContent('KM'),
    );
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const Names: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {['Ana Souza', 'Kwame Mensah', 'Léa Martin', 'José Álvarez', 'Priya Natarajan', 'Chen Wei'].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
};
