// The custom design's files (sketches, photos, a PDF): each is checked in
// the browser (type, under 10MB: the checkout's rules and messages) and
// uploaded as soon as it is chosen; the form keeps the refs the server gave.
// At most five.
import { useId } from 'react';

import { errorMessage } from '@/api/error-message';
import { uploadedFileSchema } from '@/api/tailoring';
import { uploadFile } from '@/api/upload';
import { fileProblem, UPLOAD_ACCEPT } from '@/lib/file-rules';
import { useT } from '@/i18n/use-t';
import { errorId } from '@/ui/field';

export const MAX_DESIGN_FILES = 5;

export type DesignFile =
  | { key: string; name: string; state: 'uploading' }
  | { key: string; name: string; state: 'done'; ref: string }
  | { key: string; name: string; state: 'failed'; message: string };

type DesignFilesProps = {
  files: readonly DesignFile[];
  onChange: (update: (files: readonly DesignFile[]) => readonly DesignFile[]) => void;
};

let nextKey = 0;

export function DesignFiles({ files, onChange }: DesignFilesProps) {
  const id = useId();
  const t = useT();
  const room = MAX_DESIGN_FILES - files.filter((f) => f.state !== 'failed').length;

  const add = (chosen: File[]) => {
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      nextKey += 1;
      const key = `design-${String(nextKey)}`;
      const problem = fileProblem(file);
      if (problem !== null) {
        onChange((list) => [...list, { key, name: file.name, state: 'failed', message: problem }]);
        continue;
      }
      onChange((list) => [...list, { key, name: file.name, state: 'uploading' }]);
      const settle = (next: DesignFile) => {
        onChange((list) => list.map((f) => (f.key === key ? next : f)));
      };
      uploadFile(file, 'design-file', uploadedFileSchema).then(
        ({ ref }) => {
          settle({ key, name: file.name, state: 'done', ref });
        },
        (error: unknown) => {
          settle({ key, name: file.name, state: 'failed', message: errorMessage(error, t('tailoring.uploadFailed')) });
        },
      );
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {t('tailoring.designFiles')} <span className="font-normal text-ink-600">{t('tailoring.optional')}</span>
      </label>
      <p className="mt-0.5 text-xs text-ink-600">{t('tailoring.designFilesHint', { max: MAX_DESIGN_FILES })}</p>
      <input
        id={id}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        disabled={room <= 0}
        aria-describedby={files.some((f) => f.state === 'failed') ? errorId(id) : undefined}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
        className="mt-2 block w-full text-sm text-ink-700 file:me-3 file:h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-ocean-700 file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-ocean-800 disabled:opacity-60"
      />
      {files.length === 0 ? null : (
        <ul aria-live="polite" className="mt-3 space-y-2 text-sm" data-testid="design-files">
          {files.map((file) => (
            <li key={file.key} className="flex items-center justify-between gap-3 rounded-xl border border-ink-200 bg-sand-50 px-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium text-ink-900">{file.name}</span>
                {file.state === 'uploading' ? <span className="text-ink-600">{t('tailoring.uploading')}</span> : null}
                {file.state === 'done' ? <span className="text-success-700">{t('tailoring.uploaded')}</span> : null}
                {file.state === 'failed' ? (
                  <span id={errorId(id)} className="font-medium text-rose-700">
                    {file.message}
                  </span>
                ) : null}
              </span>
              <button
                type="button"
                onClick={() => {
                  onChange((list) => list.filter((f) => f.key !== file.key));
                }}
                className="h-9 shrink-0 rounded-full px-3 text-sm font-medium text-ink-600 hover:bg-rose-50 hover:text-rose-700"
              >
                {t('tailoring.remove')}
                <span className="sr-only"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
