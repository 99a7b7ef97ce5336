import { useLayoutEffect, useRef } from 'react';

/**
 * Our dialogs are opened from state, not from a Radix Trigger, so Radix has no trigger to give focus back to and
 * focus fell to the top of the document. This remembers what had focus when the dialog opened and returns focus
 * there on close, if it is still on the page; if not (the row was deleted), the screen moves focus itself.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves focus into the dialog.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  };
}
