import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

/**
 * Reads the image by its content (never its name or declared type) and re-encodes it, which strips
 * metadata such as GPS positions and anything appended to the file. Returns null when it is not an image
 * of an accepted format (`formats` narrows them, e.g. no GIF for a delivery proof).
 */
export const reencodeImage = async (
  input: Buffer,
  options: { maxSide: number; formats?: readonly string[] },
): Promise<{ data: Buffer; extension: 'webp' } | null> => {
  const accepted = options.formats ? new Set(options.formats) : ACCEPTED_FORMATS;
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || !accepted.has(format)) return null;
  const data = await sharp(input, { animated: false })
    .rotate()
    .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
  return { data, extension: 'webp' };
};
