// What POST /uploads answers for a picture (purpose image): the server keeps
// re-encoded copies and answers the largest one's URL, which a product or
// category row keeps. Sent with uploadFile (src/api/upload.ts).
import { z } from 'zod';

export const uploadedImageSchema = z.object({
  ref: z.string(),
  /** The largest copy (…/1280.jpg): what a row keeps. */
  url: z.string().min(1),
  srcset: z.string().optional(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
