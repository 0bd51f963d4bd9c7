/** The longest side a delivery photo is sent at: enough to read a door number, small on a phone network. */
export const PHOTO_MAX_SIDE = 1600;

/**
 * Shrinks a camera photo to a JPEG of at most `maxSide` pixels before upload. Where the browser cannot decode
 * it here (an old browser, a format it does not draw), the original is sent: the server re-encodes every
 * proof anyway and refuses what is not an image.
 */
export const shrinkPhoto = async (file: File, maxSide = PHOTO_MAX_SIDE): Promise<Blob> => {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
};

/** A `data:` URL (what signature_pad gives) as a Blob of its own type. */
export const dataUrlToBlob = (dataUrl: string): Blob => {
  const [head = '', body = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
};
