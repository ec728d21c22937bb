import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileMessages, uploadFieldName } from '@conecta/contracts/files';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError, InputError } from '../http/errors';
import type { NewStoredFile } from './store';
import type { FileUse } from './uses';

/** Image types sharp can shrink into a thumbnail. */
const thumbnailSources = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

/** Decoding a small file into a huge bitmap is a cheap attack: no image of ours needs more pixels. */
const maxInputPixels = 40_000_000;

const refuseInput = (message: string) => new InputError({ [uploadFieldName]: message });

/**
 * Reads the one file of a multipart request for `use`: streamed and cut off past the use's limit
 * (413), its type read from the bytes (415 unless the use allows it), a thumbnail for images.
 * The client's content type and file name are never trusted; the name is only cleaned and kept.
 */
export async function receiveUpload(request: FastifyRequest, use: FileUse, ownerId: string): Promise<NewStoredFile> {
  const part = await readFilePart(request, use);
  const { content, fileName } = part;
  if (content.length === 0) throw refuseInput(fileMessages.empty);

  const sniffed = await fileTypeFromBuffer(content);
  if (!sniffed || !use.allowedTypes.includes(sniffed.mime)) throw new HttpError(415, fileMessages.typeNotAllowed);

  const thumbnail =
    use.thumbnailSize && thumbnailSources.has(sniffed.mime) ? await makeThumbnail(content, use.thumbnailSize) : null;
  return {
    use: use.name,
    ownerId,
    fileName: cleanFileName(fileName, sniffed.ext),
    contentType: sniffed.mime,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    thumbnail,
  };
}

async function readFilePart(request: FastifyRequest, use: FileUse): Promise<{ content: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw refuseInput(fileMessages.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: use.maxBytes, files: 1, fields: 10, fieldSize: 1024 } });
    if (!part) throw refuseInput(fileMessages.missing);
    if (part.fieldname !== uploadFieldName) {
      part.file.resume();
      throw refuseInput(fileMessages.missing);
    }
    // Buffers at most `maxBytes`: busboy stops the stream there and `toBuffer` throws.
    return { content: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (error instanceof InputError) throw error;
    const multipart = request.server.multipartErrors;
    if (error instanceof multipart.RequestFileTooLargeError) throw new HttpError(413, fileMessages.tooLarge);
    if (error instanceof multipart.FilesLimitError || error instanceof multipart.PartsLimitError) {
      throw refuseInput(fileMessages.missing);
    }
    // A body that claims to be multipart but is not (no boundary, cut short): the client's fault.
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw refuseInput(fileMessages.notMultipart);
  }
}

/** A square, centred WebP copy; EXIF orientation applied, only the first frame of an animation. */
async function makeThumbnail(content: Buffer, size: number): Promise<Buffer> {
  try {
    return await sharp(content, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // The bytes start like an image but do not decode as one.
    throw refuseInput(fileMessages.unreadableImage);
  }
}

/**
 * The uploader's name without folders or control characters, at most 120 characters, with the
 * extension of the type the bytes really are ('photo.txt' holding a PNG becomes 'photo.png').
 */
export function cleanFileName(name: string, extension: string): string {
  const base = path.posix
    .basename(name.replaceAll('\\', '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  return `${stem.slice(0, 120) || 'file'}.${extension}`;
}
