import { useState } from 'react';

/**
 * True from the first time `opened` is true. A closed Mantine Modal or Drawer still runs its hooks
 * (scroll lock, focus return, media queries, window listeners) and its transition on every page's
 * first render; the shell's dialogs mount when first opened and then stay mounted, so their
 * closing animation still plays (the shell's closed dialogs were ≈20 ms of the first
 * render on a mid phone).
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  // Set during render (React's pattern for state derived from props): no extra commit.
  if (opened && !once) setOnce(true);
  return once || opened;
}
