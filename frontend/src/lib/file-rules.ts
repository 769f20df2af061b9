// The browser-side checks of an uploaded file (spec section 5, Checkout; section
// 9: 10 MB, jpeg/jpg/png/webp/pdf). The server checks again, by the bytes.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_UPLOAD_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** For <input accept>: what a file picker should offer. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

export const FILE_TOO_LARGE = 'File size must be less than 10MB.';
export const INVALID_FILE_TYPE = 'Invalid file type. Please upload an image or PDF.';

const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.pdf'];

/** The message for a file that breaks the rules, or null when it is fine. */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const type = file.type.toLowerCase();
  // Some systems give no type; the name's extension then decides.
  const typeOk =
    type === ''
      ? EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))
      : (ALLOWED_UPLOAD_TYPES as readonly string[]).includes(type);
  if (!typeOk) {
    return INVALID_FILE_TYPE;
  }
  if (file.size >= MAX_UPLOAD_BYTES) {
    return FILE_TOO_LARGE;
  }
  return null;
}
