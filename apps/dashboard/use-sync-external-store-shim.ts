// `use-sync-external-store/shim` for a React that has the hook (React 18 and later): SWR and
// react-aria import the shim, which would otherwise add its own copy for older Reacts.
export { useSyncExternalStore } from 'react';
