/**
 * Every uploaded photo is decoded and encoded again (issue 9): what is stored is pixels only — no
 * EXIF (location, device), no comment, nothing hidden after the image data (polyglots). Large photos
 * are reduced; a decompression bomb is refused by the pixel limit.
 */
const PHOTO_MAX_SIDE = 1024;
const MAX_INPUT_PIXELS = 40_000_000;

export type PhotoFormat = 'jpg' | 'png' | 'webp';

export async function reencodePhoto(data: Buffer, format: PhotoFormat): Promise<Buffer | null> {
  // Loaded at the first photo, not at the start (issue 34: libvips is some 8 MB of the idle server).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (format === 'jpg') return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (format === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.webp({ quality: 85 }).toBuffer();
  } catch {
    return null;
  }
}
