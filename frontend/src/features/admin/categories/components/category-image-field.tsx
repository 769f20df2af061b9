// A category's optional picture: upload one (POST /uploads, purpose image;
// the server keeps re-encoded copies and answers their URL) or paste a link.
// Both end up in the one image URL the category keeps.
import { useId, useState, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { errorMessage } from '@/api/error-message';
import { uploadFile } from '@/api/upload';
import { uploadedImageSchema } from '@/features/admin/api/uploaded-image';
import { CATEGORY_MESSAGE_IDS } from '@/features/admin/categories/category-messages';
import { CategoryThumbnail } from '@/features/admin/categories/components/category-thumbnail';
import { englishT, type Translate } from '@/features/admin/ui/admin-intl';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';
import { MAX_UPLOAD_BYTES } from '@/lib/file-rules';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The browser's check before sending, in the language of `t`; the server checks the bytes again. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, t: Translate = englishT): string | null {
  if (!IMAGE_TYPES.includes(file.type.toLowerCase())) {
    return t(CATEGORY_MESSAGE_IDS.imageTypeInvalid);
  }
  return file.size >= MAX_UPLOAD_BYTES ? t(CATEGORY_MESSAGE_IDS.fileTooLarge) : null;
}

type CategoryImageFieldProps = {
  /** The URL input, registered with the form. */
  registration: UseFormRegisterReturn;
  /** The URL the form holds now. */
  url: string;
  error: string | undefined;
  onUploaded: (url: string) => void;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
};

export function CategoryImageField({
  registration,
  url,
  error,
  onUploaded,
  onRemove,
  onUploadingChange,
}: CategoryImageFieldProps) {
  const id = useId();
  const t = useT();
  const say = useServerWords();
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again after a failure.
    input.value = '';
    if (file === undefined) {
      return;
    }
    const problem = imageFileProblem(file, t);
    setUploadProblem(problem);
    if (problem !== null) {
      return;
    }
    setUploading(true);
    onUploadingChange(true);
    try {
      const image = await uploadFile(file, 'image', uploadedImageSchema);
      onUploaded(image.url);
    } catch (failure) {
      setUploadProblem(errorMessage(failure, t(CATEGORY_MESSAGE_IDS.uploadFailed), { say }));
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  };

  const urlError = error;
  const describedBy = [urlError !== undefined ? `${id}-url-error` : '', `${id}-hint`].filter(Boolean).join(' ');

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-ink-800">
        {t('adminCategories.image')} <span className="font-normal text-ink-600">{t('adminCategories.optional')}</span>
      </legend>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <CategoryThumbnail url={url} size={64} />
        <label
          className={`inline-flex h-11 items-center rounded-full border bg-white px-4 text-sm font-semibold transition-colors focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ocean-700 ${
            uploading ? 'cursor-wait border-ink-300 text-ink-600' : 'cursor-pointer border-ocean-600 text-ocean-700 hover:bg-ocean-50'
          }`}
        >
          {uploading ? t('adminCategories.uploading') : t('adminCategories.uploadImage')}
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={uploading}
            onChange={(event) => void chosen(event)}
            className="sr-only"
          />
        </label>
        {url.trim() !== '' ? (
          <button
            type="button"
            onClick={() => {
              setUploadProblem(null);
              onRemove();
            }}
            className="inline-flex h-11 items-center rounded-full px-3 text-sm font-semibold text-rose-700 hover:bg-rose-50"
          >
            {t('adminCategories.removeImage')}
          </button>
        ) : null}
      </div>
      {uploading ? (
        <p role="status" className="mt-2 text-sm text-ink-600">
          {t('adminCategories.uploadingImage')}
        </p>
      ) : null}
      {uploadProblem !== null ? (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {uploadProblem}
        </p>
      ) : null}

      <label htmlFor={`${id}-url`} className="mt-4 block text-sm font-medium text-ink-800">
        {t('adminCategories.imageUrl')}
      </label>
      <input
        id={`${id}-url`}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('adminCategories.imageUrlPlaceholder')}
        dir="ltr"
        aria-invalid={urlError !== undefined}
        aria-describedby={describedBy}
        {...registration}
        className="mt-1.5 block h-11 w-full rounded-xl border border-ink-300 bg-white px-3.5 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:border-ocean-600 aria-invalid:border-rose-600 sm:text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
        {t('adminCategories.imageHint')}
      </p>
      {urlError !== undefined ? (
        <p id={`${id}-url-error`} className="mt-1 text-sm font-medium text-rose-700">
          {urlError}
        </p>
      ) : null}
    </fieldset>
  );
}
