import sharp from 'sharp';
import type { StoredType } from './uploads.tables.ts';

/** Longest side of a stored image and of its thumbnail. */
export const IMAGE_MAX_SIDE = 1600;
export const THUMBNAIL_SIDE = 256;
/** Decompression bombs: refuse images above this many pixels before decoding them. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** libvips gives up on one image after this long (its own threads; the request loop is free). */
const DECODE_SECONDS = 10;

export type ProcessedImage = {
  body: Buffer;
  thumbnail: Buffer;
  contentType: StoredType;
  width: number;
  height: number;
};

/**
 * Decodes and re-encodes an image (sharp/libvips): metadata (EXIF, GPS) and anything appended
 * after the image data are dropped, orientation is applied, big images are scaled down, and a
 * WebP thumbnail is made. A file that only looks like an image fails to decode → null.
 */
export async function processImage(
  input: Buffer,
  type: StoredType,
): Promise<ProcessedImage | null> {
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .timeout({ seconds: DECODE_SECONDS })
      .rotate()
      .resize({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded =
      type === 'image/png'
        ? base.png({ compressionLevel: 9 })
        : type === 'image/webp'
          ? base.webp({ quality: 85 })
          : base.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data)
      .resize({
        width: THUMBNAIL_SIDE,
        height: THUMBNAIL_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
    return { body: data, thumbnail, contentType: type, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
