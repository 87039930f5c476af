import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKEN_ICON_SYMBOLS, TokenIcon, type TokenIconProps } from './TokenIcon';

const ICON_SIZES: NonNullable<TokenIconProps['size']>[] = ['xs', 'sm', 'md', 'lg'];

const meta = {
  title: 'UI/TokenIcon',
  component: TokenIcon,
  args: { symbol: 'USDC', size: 'lg' },
} satisfies Meta<typeof TokenIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the symbol it names: decorative. */
export const Default: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <TokenIcon {...args} />
      {args.symbol}
    </span>
  ),
};

/** Every token at every icon size, each named by its symbol. */
export const AllTokens: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 16, justifyContent: 'start' }}>
      {TOKEN_ICON_SYMBOLS.map((symbol) => (
        <span key={symbol} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {ICON_SIZES.map((size) => (
            <TokenIcon key={size} {...args} symbol={symbol} size={size} />
          ))}
          {symbol}
        </span>
      ))}
    </div>
  ),
};

/** Alone, with no text beside it: an image named after the token. */
export const Standalone: Story = { args: { symbol: 'DOT', standalone: true } };
