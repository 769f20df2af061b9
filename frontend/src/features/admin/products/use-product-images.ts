// A product's pictures while its form is open: the stored ones in order (the
// first is the main picture), and the files being uploaded, one at a time in
// the order they were chosen, each with its progress or the server's refusal.
// Files are checked here first (type and size) so a wrong one never travels.
// Refusals are said in the page's language (the server's by their codes).
import { useCallback, useEffect, useRef, useState } from 'react';

import { errorMessage } from '@/api/error-message';
import { uploadFile } from '@/api/upload';
import { uploadedImageSchema } from '@/features/admin/api/uploaded-image';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { MAX_UPLOAD_BYTES } from '@/lib/file-rules';

/** What the server keeps per product (catalog/product.go). */
export const MAX_PRODUCT_IMAGES = 12;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];

/** Why a file cannot be a product picture (the server's own words, in the language of `t`), or null when it can. */
export function imageFileProblem(file: Pick<File, 'name' | 'size' | 'type'>, t: Translate = englishT): string | null {
  const type = file.type.toLowerCase();
  const typeOk =
    type === ''
      ? EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))
      : (IMAGE_TYPES as readonly string[]).includes(type) || type === 'image/jpg';
  if (!typeOk) {
    return t('adminProducts.invalidImageType');
  }
  return file.size >= MAX_UPLOAD_BYTES ? t('adminProducts.fileTooLarge') : null;
}

export type StoredImage = { key: string; url: string };

export type PendingUpload = {
  key: string;
  name: string;
  file: File;
  /** 0 to 1 while sending; null while waiting for its turn. */
  progress: number | null;
  /** A local preview (object URL), when the browser can make one. */
  preview: string | null;
  /** The refusal, when it failed; it then stays until dismissed. */
  error: string | null;
};

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `image-${String(nextKey)}`;
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function forget(preview: string | null) {
  if (preview !== null && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(preview);
  }
}

export function useProductImages(initial: readonly string[]) {
  const [images, setImages] = useState<StoredImage[]>(() => initial.map((url) => ({ key: newKey(), url })));
  const [initialUrls] = useState(() => [...initial]);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const active = useRef<{ key: string; controller: AbortController } | null>(null);
  const uploadsRef = useRef(uploads);
  const t = useT();
  const say = useServerWords();
  // The page's words, read when an upload ends or files are added.
  const words = useRef({ t, say });
  useEffect(() => {
    uploadsRef.current = uploads;
    words.current = { t, say };
  });

  // One upload at a time, in the order the files were chosen, so the pictures
  // keep that order (and the server decodes one picture at a time anyway).
  const next = uploads.find((upload) => upload.error === null && upload.progress === null);
  const sending = uploads.some((upload) => upload.error === null && upload.progress !== null);
  useEffect(() => {
    if (next === undefined || sending || active.current !== null) {
      return;
    }
    const controller = new AbortController();
    active.current = { key: next.key, controller };
    const update = (change: Partial<PendingUpload>) => {
      setUploads((list) => list.map((upload) => (upload.key === next.key ? { ...upload, ...change } : upload)));
    };
    update({ progress: 0 });
    uploadFile(next.file, 'image', uploadedImageSchema, {
      signal: controller.signal,
      onProgress: (fraction) => {
        update({ progress: fraction });
      },
    })
      .then((stored) => {
        // Free the slot before the lists change, so the next file starts.
        active.current = null;
        forget(next.preview);
        setUploads((list) => list.filter((upload) => upload.key !== next.key));
        setImages((list) => [...list, { key: next.key, url: stored.url }]);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') {
          return;
        }
        active.current = null;
        console.error(`Uploading ${next.name} failed`, error);
        update({ error: errorMessage(error, words.current.t('adminProducts.failed'), { say: words.current.say }), progress: null });
      });
  }, [next, sending]);

  // Closing the form cancels what is still going up and frees the previews.
  useEffect(
    () => () => {
      active.current?.controller.abort();
      active.current = null;
      for (const upload of uploadsRef.current) {
        forget(upload.preview);
      }
    },
    [],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const waiting = uploadsRef.current.filter((upload) => upload.error === null).length;
      let room = MAX_PRODUCT_IMAGES - images.length - waiting;
      const added: PendingUpload[] = [];
      for (const file of files) {
        let error = imageFileProblem(file, words.current.t);
        if (error === null && room <= 0) {
          error = words.current.t('adminProducts.tooManyImages', { max: String(MAX_PRODUCT_IMAGES) });
        }
        if (error === null) {
          room -= 1;
        }
        added.push({
          key: newKey(),
          name: file.name,
          file,
          progress: null,
          preview: error === null ? previewOf(file) : null,
          error,
        });
      }
      setUploads((list) => [...list, ...added]);
    },
    [images.length],
  );

  /** Cancels an upload (or dismisses its failure). */
  const dismiss = useCallback((key: string) => {
    if (active.current?.key === key) {
      active.current.controller.abort();
      active.current = null;
    }
    setUploads((list) => {
      forget(list.find((upload) => upload.key === key)?.preview ?? null);
      return list.filter((upload) => upload.key !== key);
    });
  }, []);

  const remove = useCallback((key: string) => {
    setImages((list) => list.filter((image) => image.key !== key));
  }, []);

  const move = useCallback((from: number, to: number) => {
    setImages((list) => {
      if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
        return list;
      }
      const copy = [...list];
      const [moved] = copy.splice(from, 1);
      if (moved !== undefined) {
        copy.splice(to, 0, moved);
      }
      return copy;
    });
  }, []);

  return {
    images,
    uploads,
    /** Files still going up or waiting to: saving must wait for them. */
    busy: uploads.some((upload) => upload.error === null),
    /** The pictures differ from those the form opened with (or are on their way). */
    changed:
      uploads.some((upload) => upload.error === null) ||
      images.map((image) => image.url).join('\n') !== initialUrls.join('\n'),
    add,
    dismiss,
    remove,
    move,
  };
}

export type ProductImages = ReturnType<typeof useProductImages>;
