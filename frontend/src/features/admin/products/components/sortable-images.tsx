// The product forms' stored pictures in their order: previews with the move
// and remove buttons, reordered by dragging (pointer or keyboard, announced
// to screen readers); the first picture is the main one.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';

import type { ProductImages, StoredImage } from '@/features/admin/products/use-product-images';
import { useSortableItem } from '@/features/admin/ui/sortable-item';
import { srcSetFor } from '@/lib/image';
import { useT } from '@/i18n/use-t';

export type ImageFieldProps = {
  images: ProductImages;
  /** The product's title, for the pictures' descriptions. */
  label: string;
};

export function SortableImages({ images, label }: ImageFieldProps) {
  const t = useT();
  const stored = images.images;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => String(stored.findIndex((image) => image.key === id) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('adminProducts.pickedUpPicture', { number: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over === null ? undefined : t('adminProducts.pictureOver', { number: position(active.id), position: position(over.id) }),
    onDragEnd: ({ active, over }) =>
      over === null
        ? t('adminProducts.pictureDroppedBack', { number: position(active.id) })
        : t('adminProducts.pictureMoved', { number: position(active.id), position: position(over.id) }),
    onDragCancel: ({ active }) => t('adminProducts.pictureMoveCancelled', { number: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over !== null && active.id !== over.id) {
      images.move(Number(position(active.id)) - 1, Number(position(over.id)) - 1);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('adminProducts.dragPicturesHelp'),
        },
      }}
    >
      <SortableContext items={stored.map((image) => image.key)} strategy={rectSortingStrategy}>
        <ul aria-label={t('adminProducts.pictures')} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stored.map((image, index) => (
            <SortableImage
              key={image.key}
              image={image}
              index={index}
              count={stored.length}
              title={label}
              onMove={(to) => {
                images.move(index, to);
              }}
              onRemove={() => {
                images.remove(image.key);
              }}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

type SortableImageProps = {
  image: StoredImage;
  index: number;
  count: number;
  title: string;
  onMove: (to: number) => void;
  onRemove: () => void;
};

const smallButton =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-full border border-ink-300 bg-white px-2 text-ink-800 hover:border-ocean-600 hover:text-ocean-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-ink-300 disabled:hover:text-ink-800';

function SortableImage({ image, index, count, title, onMove, onRemove }: SortableImageProps) {
  const t = useT();
  const { isDragging, itemProps, handleProps } = useSortableItem(image.key, 'transform');
  const number = String(index + 1);
  const name =
    title.trim() === '' ? t('adminProducts.pictureNumber', { number }) : t('adminProducts.pictureOf', { title: title.trim(), number });
  return (
    <li
      {...itemProps}
      data-testid="product-image"
      className={`relative rounded-xl border bg-white p-2 ${
        isDragging ? 'z-10 border-ocean-600 shadow-[0_12px_30px_rgba(10,57,65,0.25)]' : 'border-ink-200'
      }`}
    >
      <button
        {...handleProps}
        aria-label={t('adminProducts.dragPicture', { number })}
        className="block w-full cursor-grab touch-none overflow-hidden rounded-lg active:cursor-grabbing"
      >
        <img
          src={image.url}
          srcSet={srcSetFor(image.url)}
          sizes="160px"
          alt={name}
          width={160}
          height={160}
          className="aspect-square w-full bg-sand-100 object-cover"
        />
      </button>
      {index === 0 ? (
        <span className="absolute top-3 start-3 rounded-full bg-ocean-700 px-2 py-0.5 text-xs font-semibold text-white">
          {t('adminProducts.main')}
        </span>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-1">
        <button
          type="button"
          className={smallButton}
          disabled={index === 0}
          aria-label={t('adminProducts.movePictureEarlier', { number })}
          onClick={() => {
            onMove(index - 1);
          }}
        >
          <Arrow direction="left" />
        </button>
        <button
          type="button"
          className={`${smallButton} min-w-0 flex-1 text-xs font-semibold text-rose-700`}
          aria-label={t('adminProducts.removePicture', { number })}
          onClick={onRemove}
        >
          {t('adminProducts.remove')}
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === count - 1}
          aria-label={t('adminProducts.movePictureLater', { number })}
          onClick={() => {
            onMove(index + 1);
          }}
        >
          <Arrow direction="right" />
        </button>
      </div>
    </li>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} className="rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {direction === 'left' ? <path d="M15 6l-6 6 6 6" /> : <path d="M9 6l6 6-6 6" />}
    </svg>
  );
}
