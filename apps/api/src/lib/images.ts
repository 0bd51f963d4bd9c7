import { SECURITY_MESSAGES } from '@ukgh/domain';
import sharp from 'sharp';
import { tooLarge, unsupportedMedia } from './errors.ts';

/**
 * The most pixels an uploaded image may have (40 MP: any phone camera's default photo), read from the file's
 * header before anything is decoded. A few kilobytes of PNG can declare 16000×16000 pixels, which would
 * take about a gigabyte and seconds of CPU to decode; such a file is a 413.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

/**
 * Reads the image by its content (never its name or declared type) and re-encodes it, which strips
 * metadata such as GPS positions and anything appended to the file. Returns null when it is not an image
 * of an accepted format (`formats` narrows them, e.g. no GIF for a delivery proof).
 */
export const reencodeImage = async (
  input: Buffer,
  options: { maxSide: number; formats?: readonly string[] },
): Promise<{ data: Buffer; extension: 'webp'; width: number; height: number } | null> => {
  const accepted = options.formats ? new Set(options.formats) : ACCEPTED_FORMATS;
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Reads the header only (no pixels are decoded); sharp's own limit below backs it up when decoding.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.pageHeight ?? meta.height ?? 0;
  } catch {
    return null;
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || !accepted.has(format)) return null;
  if (width * height > MAX_IMAGE_PIXELS) throw tooLarge(SECURITY_MESSAGES.imageTooManyPixels);
  let data: Buffer;
  try {
    data = await sharp(input, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // A valid header over damaged or cut-off pixel data: sharp fails only when it decodes (it was a 500).
    throw unsupportedMedia(SECURITY_MESSAGES.imageUnreadable);
  }
  return { data, extension: 'webp', width, height };
};
