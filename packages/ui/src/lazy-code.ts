import { useEffect, useState } from 'react';

/**
 * Code a component needs only once it opens (a menu's list, a popover's overlay), loaded on
 * first use: `load` starts the import once and resolves when the code is there (call it early,
 * when the trigger is hovered or focused); `useCode(wanted)` is `undefined` until the code has
 * loaded, which starts once `wanted` is true; `loaded()` is the code if it is already there
 * (for parts that are only drawn inside what `useCode` opened). Pass `() => import('./Parts')`, so the bundler
 * still splits the module off.
 */
export function lazyCode<T>(importModule: () => Promise<T>) {
  let code: T | undefined;
  let loading: Promise<T> | undefined;

  function load(): Promise<T> {
    loading ??= importModule().then((module) => (code = module));
    return loading;
  }

  function useCode(wanted: boolean): T | undefined {
    const [loaded, setLoaded] = useState(code);
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      void load().then((module) => {
        if (live) setLoaded(module);
      });
      return () => {
        live = false;
      };
    }, [wanted, loaded]);
    return loaded;
  }

  return { load, useCode, loaded: () => code };
}
