// A category's picture as a small square (40x40 in the lists, spec section 9),
// or a placeholder when it has none or its picture does not load.
import { srcSetFor } from '@/lib/image';
import { ImagePlaceholderIcon } from '@/ui/icons';
import { useImageSrc } from '@/ui/use-image-src';

type CategoryThumbnailProps = {
  url: string | null;
  /** 40 in the lists; the form shows a larger preview. */
  size?: 40 | 64;
};

const boxes = { 40: 'h-10 w-10', 64: 'h-16 w-16' } as const;

export function CategoryThumbnail({ url, size = 40 }: CategoryThumbnailProps) {
  const { src, onError } = useImageSrc(url);

  if (src === null) {
    return (
      <span
        aria-hidden="true"
        data-testid="category-placeholder"
        className={`${boxes[size]} flex shrink-0 items-center justify-center rounded-lg bg-sand-100 text-sand-600 ring-1 ring-ink-200`}
      >
        <ImagePlaceholderIcon className={size === 40 ? 'h-5 w-5' : 'h-7 w-7'} />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSetFor(src)}
      sizes={`${String(size)}px`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      onError={onError}
      className={`${boxes[size]} shrink-0 rounded-lg bg-sand-100 object-cover ring-1 ring-ink-200`}
    />
  );
}
