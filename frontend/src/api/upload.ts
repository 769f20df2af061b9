// Every upload of the app (POST /api/uploads: transfer slips, tailoring
// design files, product and category pictures) goes through uploadFile.
// RTK Query's fetch cannot report upload progress, so files go up with
// XMLHttpRequest: same origin, so the session cookie and the browser's own
// Origin header (the server's cross-site check) come along. A failure is an
// UploadError that errorMessage turns into the same words as any other call.

import type { AnswerSchema } from '@/api/answers';
import { ERROR_MESSAGES, errorMessage } from '@/api/error-message';
import { standaloneBackend } from '@/api/standalone';

export type UploadPurpose = 'transfer-slip' | 'design-file' | 'image';

/**
 * How long one file may take to go up (and, for a picture, to be copied by
 * the server): 10MB over a slow island connection needs far more than the
 * API's 10 s.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** An upload the server refused or that never arrived. */
export class UploadError extends Error {
  /** The HTTP status; 0 when the server did not answer. */
  readonly status: number;
  /** The answer's JSON body ({"error": …}), when it had one. */
  readonly data: unknown;
  /** The server's Retry-After, in seconds, on a 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, data: unknown, retryAfterSeconds?: number) {
    super('');
    this.name = 'UploadError';
    this.status = status;
    this.data = data;
    this.retryAfterSeconds = retryAfterSeconds;
    this.message = errorMessage(this, ERROR_MESSAGES.failed);
  }
}

export type UploadOptions = {
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
};

function jsonBody(xhr: XMLHttpRequest): unknown {
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return undefined;
  }
}

function retryAfter(xhr: XMLHttpRequest): number | undefined {
  const seconds = Number.parseInt(xhr.getResponseHeader('Retry-After') ?? '', 10);
  return Number.isFinite(seconds) ? seconds : undefined;
}

function aborted(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** The stored file from an answer, or the UploadError it means. */
function readAnswer<T>(status: number, body: unknown, schema: AnswerSchema<T>, retryAfterSeconds?: number): { data: T } | UploadError {
  if (status !== 200 && status !== 201) {
    return new UploadError(status, body, retryAfterSeconds);
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : new UploadError(status, undefined);
}

/**
 * Sends one file with its purpose and resolves with the server's answer read
 * through schema, or rejects with an UploadError (an abort through the
 * signal rejects with an AbortError DOMException).
 */
export function uploadFile<T>(
  file: File,
  purpose: UploadPurpose,
  schema: AnswerSchema<T>,
  { onProgress, signal, timeoutMs = UPLOAD_TIMEOUT_MS }: UploadOptions = {},
): Promise<T> {
  // The standalone demo keeps the file in the browser (api/standalone.ts,
  // docs/decisions/084); the normal build drops this branch.
  if (import.meta.env.VITE_STANDALONE === '1') {
    return standaloneBackend()
      .upload(file, purpose)
      .then(({ status, body }) => {
        const answer = readAnswer(status, body, schema);
        if (answer instanceof UploadError) {
          throw answer;
        }
        onProgress?.(1);
        return answer.data;
      });
  }
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => {
      xhr.abort();
    };
    const fail = (error: Error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    xhr.open('POST', '/api/uploads');
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(event.loaded / event.total, 1));
      }
    });
    xhr.addEventListener('load', () => {
      const answer = readAnswer(xhr.status, jsonBody(xhr), schema, retryAfter(xhr));
      if (answer instanceof UploadError) {
        fail(answer);
        return;
      }
      signal?.removeEventListener('abort', onAbort);
      onProgress?.(1);
      resolve(answer.data);
    });
    xhr.addEventListener('error', () => {
      fail(new UploadError(0, undefined));
    });
    xhr.addEventListener('timeout', () => {
      fail(new UploadError(0, undefined));
    });
    xhr.addEventListener('abort', () => {
      fail(aborted());
    });
    signal?.addEventListener('abort', onAbort);

    const form = new FormData();
    // purpose first: the server judges it before the file is streamed.
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
