import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES } from '../../../shared/account';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_TYPES } from '../../../shared/constants';
import { AppError } from '../../errors';

/** Stored pictures are at most this many pixels a side: the largest avatar shown is 96 px. */
export const AVATAR_STORED_SIZE = 512;

const ACCEPTED: ReadonlySet<string> = new Set(AVATAR_TYPES);

// Decoded images are not kept between requests: memory stays bounded by one image at a time.
sharp.cache(false);

/**
 * Checks an uploaded picture by its content and returns a fresh WebP (spec 02 §5, issue 7):
 * the type comes from the file's magic bytes, never its name or declared type; the pixel count
 * is read from the header and refused above 40 megapixels before anything is decoded; the image
 * is decoded, turned upright, cropped to a square and re-encoded, which drops every piece of
 * metadata (EXIF with GPS, XMP, ICC, comments).
 */
export async function processAvatar(input: Buffer): Promise<Buffer> {
  if (input.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.fileTooLarge);
  }
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.fileType);
  }
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS }).metadata();
    width = meta.width;
    height = meta.pageHeight ?? meta.height;
  } catch (err) {
    throw refusal(err);
  }
  if (!width || !height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.fileType);
  if (width * height > AVATAR_MAX_PIXELS) {
    throw new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.tooManyPixels);
  }
  try {
    return await sharp(input, {
      limitInputPixels: AVATAR_MAX_PIXELS,
      sequentialRead: true,
      animated: false,
      failOn: 'error',
    })
      .rotate()
      .resize(AVATAR_STORED_SIZE, AVATAR_STORED_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    throw refusal(err);
  }
}

/** sharp reads the dimensions from the header and refuses over the limit before decoding. */
function refusal(err: unknown): AppError {
  if (err instanceof Error && /pixel limit/i.test(err.message)) {
    return new AppError('UNPROCESSABLE', ACCOUNT_MESSAGES.tooManyPixels);
  }
  // A corrupt or truncated image behind valid magic bytes.
  return new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.fileType);
}
