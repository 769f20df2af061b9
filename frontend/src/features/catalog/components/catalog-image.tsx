// Every catalogue picture: the box is sized by width/height (and the aspect
// class the caller gives) before the file arrives, so nothing shifts; below
// the fold it loads lazily and decodes off the main thread; uploads get a
// srcset of their 320/640/1280 copies. A missing or broken picture becomes a
// quiet stand-in of the same size.
import { useState } from 'react';

import { srcSetFor } from '@/lib/image';
import { HangerIcon } from '@/ui/icons';

type CatalogImageProps = {
  src: string | undefined;
  alt: string;
  /** Intrinsic size: sets the aspect ratio before the file loads. */
  width: number;
  height: number;
  /** The rendered width per breakpoint, for the srcset. */
  sizes: string;
  /** Above the fold: load at once (not lazily). */
  eager?: boolean;
  /** The page's main picture (LCP): ask for it first. */
  highPriority?: boolean;
  className?: string;
};

export function CatalogImage({
  src,
  alt,
  width,
  height,
  sizes,
  eager = false,
  highPriority = false,
  className = '',
}: CatalogImageProps) {
  const url = src?.trim() ?? '';
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  if (url === '' || brokenUrl === url) {
    return (
      <div
        role={alt === '' ? undefined : 'img'}
        aria-label={alt === '' ? undefined : alt}
        className={`flex items-center justify-center bg-sand-100 text-sand-300 ${className}`}
        style={{ aspectRatio: `${String(width)} / ${String(height)}` }}
      >
        <HangerIcon className="h-1/3 w-1/3" />
      </div>
    );
  }

  const srcSet = srcSetFor(url);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager || highPriority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={highPriority ? 'high' : undefined}
      onError={() => {
        setBrokenUrl(url);
      }}
      className={`bg-sand-100 object-cover ${className}`}
    />
  );
}
