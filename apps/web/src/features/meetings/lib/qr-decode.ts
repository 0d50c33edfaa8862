import jsQR from 'jsqr';

type Detector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

let detector: Promise<Detector | null> | null = null;

/** The browser's BarcodeDetector for QR codes, where it has one. */
function nativeDetector(): Promise<Detector | null> {
  detector ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Native) return null;
    try {
      const formats = (await Native.getSupportedFormats?.()) ?? ['qr_code'];
      return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

/**
 * The text of the QR code in a picture (a camera frame drawn on a canvas, or a photo): the
 * browser's BarcodeDetector where there is one, else jsQR on the pixels. Null when none is seen.
 */
export async function decodeQr(canvas: HTMLCanvasElement): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const [found] = await native.detect(canvas);
      if (found?.rawValue) return found.rawValue;
    } catch {
      // Fall through to the JS decoder.
    }
  }
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx || !canvas.width || !canvas.height) return null;
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

/** Draws an image file on a canvas (at most 1600 px wide) and reads its QR code. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1600 / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return decodeQr(canvas);
}
