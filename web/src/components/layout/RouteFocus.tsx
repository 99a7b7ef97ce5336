import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Every new screen starts at its top, with focus at the start of the main content: without this the browser keeps
 * the old scroll position (after an upload the dashboard opened where the upload button was, the new letter off
 * screen) and keyboard focus stays on a link that no longer exists. Back/forward (POP) keeps the browser's own
 * scroll; a link to an anchor (#how-it-works) scrolls to its anchor.
 */
export function RouteFocus({ targetId }: { targetId: string }) {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false; // the first page load: the browser and the person decide, not us
      return;
    }
    if (hash) return;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType, targetId]);

  return null;
}
