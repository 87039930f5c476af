// The live channel's own chunk (docs/decisions.md, "The live channel"): the shell renders it from
// its first paint, and its code (the socket, its reconnections, the topics' query keys) loads
// beside the page's data instead of with the signed-in pages' first load.
import { useLiveChannel } from '@meridian/data';

/**
 * Open pages refresh when their data changes. A component of its own, which draws nothing: the
 * channel's state changes (opening, closing) render it alone, not the shell and its page.
 */
export default function LiveUpdates() {
  useLiveChannel();
  return null;
}
