import { useEffect, useState } from 'react';
import type * as PopoverPartsModule from './PopoverParts';

type PopoverParts = typeof PopoverPartsModule;

let parts: PopoverParts | undefined;
let loading: Promise<PopoverParts> | undefined;

/** Starts loading an open popover's code (once); resolves when it is there. */
export function loadPopoverParts(): Promise<PopoverParts> {
  loading ??= import('./PopoverParts').then((module) => (parts = module));
  return loading;
}

/** An open popover's code: `undefined` until it has loaded, which starts once `wanted` is true. */
export function usePopoverParts(wanted: boolean): PopoverParts | undefined {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadPopoverParts().then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}
