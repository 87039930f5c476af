import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createToastQueue, ToastProvider, ToastRegion } from '@meridian/ui';

/** A toast queue of the story's own whose toasts stay until closed, so that screenshots are stable. */
function StoryToasts({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createToastQueue({ duration: 0 }));
  return (
    <ToastProvider queue={queue}>
      {children}
      <ToastRegion />
    </ToastProvider>
  );
}

/** For screens that confirm with toasts (copy buttons, copied URLs). */
export const withToasts: Decorator = (Story) => (
  <StoryToasts>
    <Story />
  </StoryToasts>
);
