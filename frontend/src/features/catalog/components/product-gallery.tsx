// A product's pictures: the chosen one large, and a row of thumbnail buttons
// when there are several (Tab to reach them, Enter or Space to show one, the
// arrow keys to step through them: on a right-to-left page the row starts on
// the right, so the left arrow goes to the next picture and the right arrow
// to the one before, as the row reads).
import { useRef, useState, type KeyboardEvent } from 'react';

import { CatalogImage } from '@/features/catalog/components/catalog-image';
import { directionOf } from '@/i18n/languages';
import { useLanguage } from '@/i18n/use-language';
import { useT } from '@/i18n/use-t';

/** How far a key moves along the row: +1 to the next picture, -1 to the one before, 0 for any other key. */
function stepOf(key: string, direction: 'ltr' | 'rtl'): number {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowDown') {
    return 1;
  }
  return key === back || key === 'ArrowUp' ? -1 : 0;
}

type ProductGalleryProps = {
  images: readonly string[];
  title: string;
  width: number;
  height: number;
  aspect: string;
};

export function ProductGallery({ images, title, width, height, aspect }: ProductGalleryProps) {
  const t = useT();
  const direction = directionOf(useLanguage());
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(selected, Math.max(images.length - 1, 0));

  const step = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const delta = stepOf(event.key, direction);
    if (delta === 0) {
      return;
    }
    event.preventDefault();
    const next = (from + delta + images.length) % images.length;
    setSelected(next);
    thumbnails.current[next]?.focus();
  };

  return (
    <div>
      <div className="overflow-hidden rounded-3xl bg-sand-100 ring-1 ring-ink-100">
        <CatalogImage
          key={images[index] ?? ''}
          src={images[index]}
          alt={images.length > 1 ? t('catalog.pictureOf', { title, number: index + 1, total: images.length }) : title}
          width={width}
          height={height}
          sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
          highPriority={index === 0}
          className={`${aspect} w-full`}
        />
      </div>
      {images.length > 1 ? (
        <ul aria-label={t('catalog.pictures')} className="mt-3 grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((image, position) => (
            <li key={`${image}-${String(position)}`}>
              <button
                ref={(element) => {
                  thumbnails.current[position] = element;
                }}
                type="button"
                aria-label={t('catalog.showPicture', { number: position + 1, total: images.length })}
                aria-pressed={position === index}
                onClick={() => {
                  setSelected(position);
                }}
                onKeyDown={(event) => {
                  step(event, position);
                }}
                className={`block w-full overflow-hidden rounded-xl ring-offset-2 transition-shadow ${
                  position === index ? 'ring-2 ring-ocean-700' : 'ring-1 ring-ink-200 hover:ring-ink-500'
                }`}
              >
                <CatalogImage
                  src={image}
                  alt=""
                  width={width}
                  height={height}
                  sizes="96px"
                  className={`${aspect} w-full`}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
