import { lazyCode } from '../lazy-code';

/** An open popover's code (react-aria-components' overlays), loaded on first open. */
export const { load: loadPopoverParts, useCode: usePopoverParts } = lazyCode(() => import('./PopoverParts'));
