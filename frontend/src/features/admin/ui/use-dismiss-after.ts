// A success message that goes by itself: `dismiss` runs `ms` after `shown`
// last changed to something other than null; a new message starts the time
// again.
import { useEffect, useLayoutEffect, useRef } from 'react';

export function useDismissAfter(shown: unknown, ms: number, dismiss: () => void): void {
  const latest = useRef(dismiss);
  useLayoutEffect(() => {
    latest.current = dismiss;
  });
  useEffect(() => {
    if (shown === null) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      latest.current();
    }, ms);
    return () => {
      window.clearTimeout(timer);
    };
  }, [shown, ms]);
}
