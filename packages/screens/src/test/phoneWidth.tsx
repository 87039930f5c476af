import type { Decorator } from '@storybook/react-vite';

/** A phone's width (390 px) for a story: the page's own layout, without the viewport's media queries. */
export const withPhoneWidth: Decorator = (Story) => (
  <div style={{ width: 390 }}>
    <Story />
  </div>
);
