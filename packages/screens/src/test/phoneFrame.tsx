import type { Decorator } from '@storybook/react-vite';

/** A phone's width in CSS pixels (a common handset held upright). */
export const phoneWidth = 390;

/**
 * Shows a story as wide as a phone. List pages and tables switch to their phone layout on their
 * own width (container queries), so the frame is enough: no viewport change is needed.
 */
export const inPhoneFrame: Decorator = (Story) => (
  <div style={{ width: phoneWidth, maxWidth: '100%' }}>
    <Story />
  </div>
);
