// Whether an element has scrolled up out of view (its whole box above the top
// of the window), watched with an IntersectionObserver. False where there is
// no observer (old browsers, tests) and while the element is in view or still
// below it, so nothing shows until the customer has scrolled past it.
import { type RefObject, useEffect, useState } from 'react';

export function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (element === null || typeof IntersectionObserver !== 'function') {
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry !== undefined) {
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0));
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [target]);
  return past;
}
