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
/** What a kept format is written as: a GIF's first frame becomes a PNG (the still image it shows). */
const KEPT_FORMATS: Record<string, { extension: string; mimeType: string }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  gif: { extension: 'png', mimeType: 'image/png' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
};

export const reencodeImage = async (
  input: Buffer,
  options: {
    maxSide: number;
    formats?: readonly string[];
    /** Write the image back in its own format (a receipt is downloaded as the customer sent it), not WebP. */
    keepFormat?: boolean;
  },
): Promise<{ data: Buffer; extension: string; mimeType: string; width: number; height: number } | null> => {
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
  const output = options.keepFormat ? KEPT_FORMATS[format]! : KEPT_FORMATS.webp!;
  let data: Buffer;
  try {
    const image = sharp(input, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      output.mimeType === 'image/jpeg'
        ? image.jpeg({ quality: 85 })
        : output.mimeType === 'image/png'
          ? image.png()
          : image.webp({ quality: 85 });
    data = await encoded.toBuffer();
  } catch {
    // A valid header over damaged or cut-off pixel data: sharp fails only when it decodes (it was a 500).
    throw unsupportedMedia(SECURITY_MESSAGES.imageUnreadable);
  }
  return { data, extension: output.extension, mimeType: output.mimeType, width, height };
};
