// The product forms' pictures: a file picker and a drop zone (several files at
// once), each upload with its progress or the server's refusal, previews, and
// reordering by dragging or with the move buttons (the first picture is the
// main one, shown on cards and first on the product page).
import { useId, useRef, useState, type DragEvent } from 'react';

import {
  IMAGE_ACCEPT,
  MAX_PRODUCT_IMAGES,
  type PendingUpload,
} from '@/features/admin/products/use-product-images';
import { SortableImages, type ImageFieldProps } from '@/features/admin/products/components/sortable-images';
import { useT } from '@/i18n/use-t';

export function ImageField({ images, label }: ImageFieldProps) {
  const t = useT();
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
        <p className="text-sm text-ink-700">{t('adminProducts.dragPictures')}</p>
        <button
          type="button"
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          className="inline-flex h-11 items-center rounded-full border border-ocean-600 bg-white px-4 text-sm font-semibold text-ocean-800 hover:bg-ocean-50"
        >
          {t('adminProducts.chooseImages')}
        </button>
        <p id={hintId} className="text-xs text-ink-600">
          {t('adminProducts.imagesHint', { max: String(MAX_PRODUCT_IMAGES) })}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label={t('adminProducts.productImages')}
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
        <ul aria-label={t('adminProducts.uploads')} className="mt-3 space-y-2">
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

function UploadRow({ upload, onDismiss }: { upload: PendingUpload; onDismiss: () => void }) {
  const t = useT();
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
              aria-label={t('adminProducts.uploadingNamed', { name: upload.name })}
              className="mt-1 h-2 w-full overflow-hidden rounded-full accent-ocean-700"
            />
            <p className="text-xs text-ink-600">{upload.progress === null ? t('adminProducts.waiting') : t('adminProducts.percent', { percent: String(percent) })}</p>
          </>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="shrink-0 rounded-full px-3 py-2 text-xs font-semibold text-ink-700 underline-offset-2 hover:underline"
        aria-label={
          upload.error === null
            ? t('adminProducts.cancelUploading', { name: upload.name })
            : t('adminProducts.dismissNamed', { name: upload.name })
        }
      >
        {upload.error === null ? t('adminProducts.cancel') : t('adminProducts.dismiss')}
      </button>
    </li>
  );
}
