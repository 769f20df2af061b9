// A picture that may be missing or fail to load: the address to show, or
// null when a placeholder should stand in its place.
import { useState } from 'react';

export function useImageSrc(url: string | null | undefined) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const src = url?.trim() ?? '';
  return {
    src: src === '' || src === brokenUrl ? null : src,
    /** The img's onError: this address shows the placeholder from now on. */
    onError: () => {
      setBrokenUrl(src);
    },
  };
}
