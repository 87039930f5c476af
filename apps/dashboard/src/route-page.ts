import type { ComponentType } from 'react';

/** Each page's code loads when it is first visited (a route's `lazy`). */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
