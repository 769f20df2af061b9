// Responsive images for uploaded pictures (docs/openapi.yaml, UploadedImage;
// docs/decisions/017). An upload is stored as copies 320, 640 and 1280 wide at
// /media/images/<id>/<class>.<ext>; a row keeps the largest copy's URL and
// every smaller class exists, so the srcset is derived by swapping the class.
// Anything else (the sample SVGs, outside http(s) URLs, data URLs) is one file.

export const IMAGE_WIDTH_CLASSES = [320, 640, 1280] as const;

const UPLOADED_IMAGE = /^(\/media\/images\/[A-Za-z0-9_-]+\/)(320|640|1280)\.(jpg|jpeg|png|webp)$/;

/**
 * The srcset of an uploaded image: every class up to the one in its URL, each
 * described by its class ("…/320.jpg 320w, …/640.jpg 640w"). undefined for an
 * image that has only one copy.
 */
export function srcSetFor(url: string): string | undefined {
  const match = UPLOADED_IMAGE.exec(url);
  if (match === null) {
    return undefined;
  }
  const [, folder = '', largest = '', extension = ''] = match;
  return IMAGE_WIDTH_CLASSES.filter((width) => width <= Number(largest))
    .map((width) => `${folder}${String(width)}.${extension} ${String(width)}w`)
    .join(', ');
}
