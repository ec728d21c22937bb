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

/** How much of a file is read before its type is judged: file-type's own sample size. */
const sniffBytes = 4100;

const refuseInput = (message: string) => new InputError({ [uploadFieldName]: message });

/**
 * Reads the one file of a multipart request for `use`: streamed and cut off past the use's limit
 * (413), its type read from the bytes (415 unless the use allows it), a thumbnail for images.
 * The client's content type and file name are never trusted; the name is only cleaned and kept.
 */
export async function receiveUpload(request: FastifyRequest, use: FileUse, ownerId: string): Promise<NewStoredFile> {
  const { content, fileName, type } = await readFilePart(request, use);
  return fileToStore(content, fileName, type, use, ownerId);
}

/**
 * A file received whole by other means (the parts of a resumable upload) judged as `receiveUpload` judges one:
 * its type from its bytes (415 unless the use allows it), its name cleaned, a thumbnail for images.
 */
export async function judgeUpload(
  content: Buffer,
  fileName: string,
  use: FileUse,
  ownerId: string,
): Promise<NewStoredFile> {
  if (content.length === 0) throw refuseInput(fileMessages.empty);
  if (content.length > use.maxBytes) throw new HttpError(413, fileMessages.tooLarge);
  // Text is judged over the whole file here: every byte is in.
  return fileToStore(content, fileName, await allowedType(content, use, fileName, false), use, ownerId);
}

/** The start of a file sent in parts, judged before the rest is taken: a refused type is refused at its first part. */
export async function judgeUploadStart(start: Buffer, fileName: string, use: FileUse, partial: boolean): Promise<void> {
  await allowedType(start, use, fileName, partial);
}

async function fileToStore(
  content: Buffer,
  fileName: string,
  type: SniffedType,
  use: FileUse,
  ownerId: string,
): Promise<NewStoredFile> {
  const thumbnail =
    use.thumbnailSize && thumbnailSources.has(type.mime) ? await makeThumbnail(content, use.thumbnailSize) : null;
  return {
    use: use.name,
    ownerId,
    fileName: cleanFileName(fileName, type.ext),
    contentType: type.mime,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    thumbnail,
  };
}

/** A type read from the bytes, and the extension a file of it is named with. */
interface SniffedType {
  mime: string;
  ext: string;
}

/**
 * Plain text has no signature to read: it is text when it is UTF-8 with no control character but tab, line
 * breaks and form feed (a binary file has some in its first KiB). A use that allows a text type gets it by the
 * file's name: `text/csv` for a `.csv` (when allowed), `text/plain` otherwise.
 */
const textTypes: readonly SniffedType[] = [
  { mime: 'text/csv', ext: 'csv' },
  { mime: 'text/plain', ext: 'txt' },
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const binaryCharacters = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Whether the bytes read as text; `partial`: more may follow, so a character cut at the end is no fault. */
export function looksLikeText(bytes: Buffer, partial: boolean): boolean {
  try {
    return !binaryCharacters.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial }));
  } catch {
    return false;
  }
}

const isTextType = (type: SniffedType) => textTypes.some((text) => text.mime === type.mime);

/** The type of these bytes if `use` takes it; 415 otherwise. */
async function allowedType(start: Buffer, use: FileUse, fileName: string, partial: boolean): Promise<SniffedType> {
  const type = (await fileTypeFromBuffer(start)) ?? textTypeOf(start, use, fileName, partial);
  if (!type || !use.allowedTypes.includes(type.mime)) throw new HttpError(415, fileMessages.typeNotAllowed);
  return type;
}

function textTypeOf(start: Buffer, use: FileUse, fileName: string, partial: boolean): SniffedType | undefined {
  const allowed = textTypes.filter((text) => use.allowedTypes.includes(text.mime));
  if (allowed.length === 0 || !looksLikeText(start, partial)) return undefined;
  const named = allowed.find((text) => fileName.toLowerCase().endsWith(`.${text.ext}`));
  return named ?? allowed.find((text) => text.mime === 'text/plain');
}

/**
 * Streams the `file` part: its type is judged as soon as the first few KiB are in, so a refused
 * type is not read further, and the stream is cut at the use's limit, so at most `maxBytes` are held.
 */
async function readFilePart(
  request: FastifyRequest,
  use: FileUse,
): Promise<{ content: Buffer; fileName: string; type: SniffedType }> {
  if (!request.isMultipart()) throw refuseInput(fileMessages.notMultipart);
  try {
    const part = await request.file({
      limits: { fileSize: use.maxBytes, files: 1, fields: 10, fieldSize: 1024 },
      throwFileSizeLimit: false,
    });
    if (!part) throw refuseInput(fileMessages.missing);
    if (part.fieldname !== uploadFieldName) {
      part.file.resume();
      throw refuseInput(fileMessages.missing);
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let type: SniffedType | undefined;
    // Leaving this loop by a throw destroys the part's stream: nothing more of it is read.
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      received += chunk.length;
      // The type first: a file of a refused type is refused as such, whatever its size.
      if (!type && received >= sniffBytes) type = await allowedType(Buffer.concat(chunks), use, part.filename, true);
      if (part.file.truncated) throw new HttpError(413, fileMessages.tooLarge);
    }
    if (part.file.truncated) throw new HttpError(413, fileMessages.tooLarge);
    const content = Buffer.concat(chunks);
    if (content.length === 0) throw refuseInput(fileMessages.empty);
    const judged = type ?? (await allowedType(content, use, part.filename, false));
    // Text judged by its start must be text to its end.
    if (type && isTextType(type) && !looksLikeText(content, false))
      throw new HttpError(415, fileMessages.typeNotAllowed);
    return { content, fileName: part.filename, type: judged };
  } catch (error) {
    if (error instanceof InputError || error instanceof HttpError) throw error;
    const multipart = request.server.multipartErrors;
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
