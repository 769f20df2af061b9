import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ERROR_MESSAGES } from '@/api/error-message';
import { UploadError, uploadFile } from '@/api/upload';
import { apiUrl, server } from '@/test/msw-server';

const stored = z.object({ ref: z.string(), url: z.string().nullable() });
const picture = () => new File(['picture'], 'front.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('sends the purpose before the file and resolves with the answer', async () => {
    const fields: [string, string][] = [];
    server.use(
      http.post(apiUrl('/uploads'), async ({ request }) => {
        const form = await request.formData();
        form.forEach((value, name) => {
          fields.push([name, typeof value === 'string' ? value : 'a file']);
        });
        return HttpResponse.json({ ref: 'slip_1', url: null }, { status: 201 });
      }),
    );
    const progress: number[] = [];
    const answer = await uploadFile(picture(), 'transfer-slip', stored, { onProgress: (f) => progress.push(f) });
    expect(fields).toEqual([
      ['purpose', 'transfer-slip'],
      ['file', 'a file'],
    ]);
    expect(answer).toEqual({ ref: 'slip_1', url: null });
    expect(progress.at(-1)).toBe(1);
  });

  it.each([
    ['the server refuses the file', 413, { error: 'File size must be less than 10MB.' }, {}, 'File size must be less than 10MB.'],
    ['the store of slips is full', 507, { error: 'We cannot take more transfer slips right now.' }, {}, 'We cannot take more transfer slips right now.'],
    ['too many uploads, with Retry-After', 429, {}, { 'Retry-After': '120' }, 'Too many tries in a short time. Please wait 2 minutes and try again.'],
    ['the server fails', 500, { error: 'boom' }, {}, ERROR_MESSAGES.serverFault],
  ])('rejects with the words for %s', async (_case, status, body, headers, words) => {
    server.use(http.post(apiUrl('/uploads'), () => HttpResponse.json(body, { status, headers })));
    const failure = uploadFile(picture(), 'image', stored);
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toMatchObject({ message: words, status });
  });

  it('says the shop could not be reached when nothing answers', async () => {
    server.use(http.post(apiUrl('/uploads'), () => HttpResponse.error()));
    await expect(uploadFile(picture(), 'design-file', stored)).rejects.toMatchObject({
      message: ERROR_MESSAGES.unreachable,
      status: 0,
    });
  });

  it('refuses an answer it cannot read', async () => {
    server.use(http.post(apiUrl('/uploads'), () => HttpResponse.json({ nothing: true }, { status: 201 })));
    await expect(uploadFile(picture(), 'image', stored)).rejects.toMatchObject({ message: ERROR_MESSAGES.failed });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(picture(), 'image', stored, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
