import { describe, expect, it } from 'vitest';

import { FILE_TOO_LARGE, fileProblem, INVALID_FILE_TYPE, MAX_UPLOAD_BYTES } from '@/lib/file-rules';

describe('fileProblem', () => {
  it.each([
    ['slip.jpg', 'image/jpeg'],
    ['slip.jpg', 'image/jpg'],
    ['slip.png', 'image/png'],
    ['slip.webp', 'image/webp'],
    ['slip.pdf', 'application/pdf'],
    ['slip.PDF', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(fileProblem({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ['slip.gif', 'image/gif'],
    ['slip.txt', 'text/plain'],
    ['slip', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(fileProblem({ name, type, size: 1000 })).toBe(INVALID_FILE_TYPE);
  });

  it('refuses 10 MB and more', () => {
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES - 1 })).toBeNull();
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES })).toBe(FILE_TOO_LARGE);
  });
});
