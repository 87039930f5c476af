import { PROFILE_IMAGE_FIELD, PROFILE_IMAGE_MAX_DIMENSION } from '@meridian/contract';
import sharp from 'sharp';
import { ApiError } from '../http/errors';

// Uploads are decoded once: sharp's operation cache would only hold on to their memory.
sharp.cache(false);

/** The formats sharp may read here, whatever the file is called or claims to be. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp']);
/** Pixels sharp may decode: a header that lies about its size cannot exhaust memory. */
const MAX_INPUT_PIXELS = PROFILE_IMAGE_MAX_DIMENSION * PROFILE_IMAGE_MAX_DIMENSION;
/** The stored picture fits in this square. */
export const PROFILE_IMAGE_SIZE = 512;

function unsupported(): ApiError {
  return new ApiError('UNSUPPORTED_MEDIA_TYPE', { message: 'Upload a PNG, JPEG or WebP image.' });
}

/**
 * Checks an upload by its content (PNG, JPEG or WebP; at most 4096 pixels a side) and
 * re-encodes it: rotated by its EXIF orientation, metadata stripped, fitted inside
 * 512x512, WebP. Anything sharp cannot decode is a 415, never a 500.
 */
export async function processProfileImage(bytes: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 } as const;
  let format: string | undefined;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ format, width, height } = await sharp(bytes, options).metadata());
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw unsupported();
  if (width > PROFILE_IMAGE_MAX_DIMENSION || height > PROFILE_IMAGE_MAX_DIMENSION) {
    throw new ApiError('VALIDATION_FAILED', {
      details: [
        {
          field: PROFILE_IMAGE_FIELD,
          code: 'too_large',
          message: `Use an image of at most ${PROFILE_IMAGE_MAX_DIMENSION}x${PROFILE_IMAGE_MAX_DIMENSION} pixels`,
        },
      ],
    });
  }
  try {
    return await sharp(bytes, options)
      .autoOrient()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
}
