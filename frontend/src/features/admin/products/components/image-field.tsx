// The product forms' pictures: a file picker and a drop zone (several files at
// once), each upload with its progress or the server's refusal, previews, and
// reordering by dragging or with the move buttons (the first picture is the
// main one, shown on cards and first on the product page).
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
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useRef, useState, type DragEvent } from 'react';

import {
  IMAGE_ACCEPT,
  MAX_PRODUCT_IMAGES,
  type PendingUpload,
  type ProductImages,
  type StoredImage,
} from '@/features/admin/products/use-product-images';
import { srcSetFor } from '@/lib/image';

type ImageFieldProps = {
  images: ProductImages;
  /** The product's title, for the pictures' descriptions. */
  label: string;
};

export function ImageField({ images, label }: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const stored = images.images;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) {
      images.add(Array.from(event.dataTransfer.files));
    }
  };

  return (
    <div>
      <div
        data-testid="image-drop-zone"
        onDragOver={(event) => {
          if (Array.from(event.dataTransfer.types).includes('Files')) {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
            setDragging(true);
          }
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging ? 'border-ocean-600 bg-ocean-50' : 'border-ink-300 bg-sand-50'
        }`}
      >
        <p className="text-sm text-ink-700">Drag pictures here, or</p>
        <button
          type="button"
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          className="inline-flex h-11 items-center rounded-full border border-ocean-600 bg-white px-4 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
        >
          Choose images
        </button>
        <p id={hintId} className="text-xs text-ink-600">
          JPEG, PNG or WebP, up to 10 MB each; at most {MAX_PRODUCT_IMAGES}. The first picture is the main one.
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label="Product images"
          data-testid="image-input"
          onChange={(event) => {
            const files = event.currentTarget.files;
            if (files !== null && files.length > 0) {
              images.add(Array.from(files));
            }
            // The same file may be chosen again after a failure.
            event.currentTarget.value = '';
          }}
        />
      </div>

      {stored.length > 0 ? <SortableImages images={images} label={label} /> : null}

      {images.uploads.length > 0 ? (
        <ul aria-label="Uploads" className="mt-3 space-y-2">
          {images.uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onDismiss={() => {
                images.dismiss(upload.key);
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SortableImages({ images, label }: ImageFieldProps) {
  const stored = images.images;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => stored.findIndex((image) => image.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up picture ${String(position(active.id))}.`,
    onDragOver: ({ active, over }) =>
      over === null ? undefined : `Picture ${String(position(active.id))} is over position ${String(position(over.id))}.`,
    onDragEnd: ({ active, over }) =>
      over === null
        ? `Picture ${String(position(active.id))} was dropped back.`
        : `Picture ${String(position(active.id))} was moved to position ${String(position(over.id))}.`,
    onDragCancel: ({ active }) => `Moving picture ${String(position(active.id))} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over !== null && active.id !== over.id) {
      images.move(position(active.id) - 1, position(over.id) - 1);
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
          draggable:
            'To move a picture, press Space or Enter, use the arrow keys, then press Space or Enter again to drop it, or Escape to cancel. The first picture is the main one.',
        },
      }}
    >
      <SortableContext items={stored.map((image) => image.key)} strategy={rectSortingStrategy}>
        <ul aria-label="Pictures" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.key,
  });
  const number = index + 1;
  const name = title.trim() === '' ? `Picture ${String(number)}` : `${title.trim()}, picture ${String(number)}`;
  return (
    <li
      ref={setNodeRef}
      data-testid="product-image"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative rounded-xl border bg-white p-2 ${
        isDragging ? 'z-10 border-ocean-600 shadow-[0_12px_30px_rgba(10,57,65,0.25)]' : 'border-ink-200'
      }`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag picture ${String(number)} to reorder`}
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
        <span className="absolute top-3 left-3 rounded-full bg-ocean-700 px-2 py-0.5 text-xs font-semibold text-white">
          Main
        </span>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-1">
        <button
          type="button"
          className={smallButton}
          disabled={index === 0}
          aria-label={`Move picture ${String(number)} earlier`}
          onClick={() => {
            onMove(index - 1);
          }}
        >
          <Arrow direction="left" />
        </button>
        <button
          type="button"
          className={`${smallButton} min-w-0 flex-1 text-xs font-semibold text-rose-700`}
          aria-label={`Remove picture ${String(number)}`}
          onClick={onRemove}
        >
          Remove
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === count - 1}
          aria-label={`Move picture ${String(number)} later`}
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
    <svg viewBox="0 0 24 24" width={18} height={18} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {direction === 'left' ? <path d="M15 6l-6 6 6 6" /> : <path d="M9 6l6 6-6 6" />}
    </svg>
  );
}

function UploadRow({ upload, onDismiss }: { upload: PendingUpload; onDismiss: () => void }) {
  const percent = upload.progress === null ? 0 : Math.round(upload.progress * 100);
  return (
    <li
      data-testid="image-upload"
      className={`flex items-center gap-3 rounded-xl border px-3 py-2 ${
        upload.error === null ? 'border-ink-200 bg-white' : 'border-rose-300 bg-rose-50'
      }`}
    >
      {upload.preview !== null ? (
        <img src={upload.preview} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-md object-cover" />
      ) : (
        <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-md bg-sand-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink-900">{upload.name}</p>
        {upload.error !== null ? (
          <p role="alert" className="text-sm text-rose-700">
            {upload.error}
          </p>
        ) : (
          <>
            <progress
              max={100}
              value={upload.progress === null ? undefined : percent}
              aria-label={`Uploading ${upload.name}`}
              className="mt-1 h-2 w-full overflow-hidden rounded-full accent-ocean-700"
            />
            <p className="text-xs text-ink-600">{upload.progress === null ? 'Waiting…' : `${String(percent)}%`}</p>
          </>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="shrink-0 rounded-full px-3 py-2 text-xs font-semibold text-ink-700 underline-offset-2 hover:underline"
        aria-label={upload.error === null ? `Cancel uploading ${upload.name}` : `Dismiss ${upload.name}`}
      >
        {upload.error === null ? 'Cancel' : 'Dismiss'}
      </button>
    </li>
  );
}
