import { apiErrorSchema } from '@conecta/contracts';
import { fileMessages, filesPath, storedFileIdOf, storedFileParamsSchema } from '@conecta/contracts/files';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentAccount } from '../auth/guard';
import type { Database } from '../db/client';
import type { FileStore, FileVariant, StoredFileInfo } from './store';
import type { FileUse } from './uses';

const tags = ['files'];

/** Shown in the page as they are; every other type is offered as a download. */
const inlineTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

/** A stored file never changes (a replaced one gets a new id), so a browser may keep it a while. */
const cacheControl = 'private, max-age=86400';

/**
 * Even a file that smuggles HTML or script past the type check cannot run: nothing may load, and
 * the sandbox gives it no origin.
 */
export const storedFileContentPolicy = "default-src 'none'; sandbox";

export const storedFileUrl = (id: string, variant: FileVariant = 'original') =>
  variant === 'thumbnail' ? `${filesPath}/${id}/thumbnail` : `${filesPath}/${id}`;

export { storedFileIdOf };

export interface FileServingOptions {
  store: FileStore;
  /** Every use a stored file may belong to; a file of a use not listed here is served to no one. */
  uses: readonly FileUse[];
  /** Handed to the uses whose readers are found in the database. */
  db: Database;
}

/** `GET /api/files/:id` and `…/thumbnail`: a stored file, to those its use lets read it, 404 to everyone else. */
export const fileServingRoutes: FastifyPluginAsyncZod<FileServingOptions> = async (app, { store, uses, db }) => {
  const useByName = new Map(uses.map((use) => [use.name, use]));

  const serve = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    variant: FileVariant,
  ) => {
    const info = await store.info(request.params.id);
    const use = info && useByName.get(info.use);
    // Not readable and not there answer alike, so ids of other people's files reveal nothing.
    if (
      !info ||
      !(await use?.canRead(currentAccount(request), info, db)) ||
      (variant === 'thumbnail' && !info.hasThumbnail)
    ) {
      return reply.code(404).send({ message: fileMessages.notFound });
    }
    const etag = `"${info.sha256}${variant === 'thumbnail' ? '-thumbnail' : ''}"`;
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', storedFileContentPolicy)
      .header('cache-control', cacheControl)
      .header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

    // Read a chunk at a time as the client takes it: a large file neither sits in memory nor holds the database.
    const content = await store.stream(info.id, variant);
    if (!content) return reply.code(404).send({ message: fileMessages.notFound });
    const { contentType, fileName } = describe(info, variant);
    return reply
      .type(contentType)
      .header('content-length', content.size)
      .header(
        'content-disposition',
        contentDisposition(fileName, { type: inlineTypes.has(contentType) ? 'inline' : 'attachment' }),
      )
      .send(content.stream);
  };

  const routeSchema = (summary: string) => ({
    tags,
    summary,
    security: bearerSecurity,
    params: storedFileParamsSchema,
    response: { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
  });

  app.get(
    `${filesPath}/:id`,
    { onRequest: app.authenticate, schema: routeSchema('A stored file, to those its use lets read it') },
    (request, reply) => serve(request, reply, 'original'),
  );
  app.get(
    `${filesPath}/:id/thumbnail`,
    { onRequest: app.authenticate, schema: routeSchema('The small WebP copy of a stored image') },
    (request, reply) => serve(request, reply, 'thumbnail'),
  );
};

function describe(info: StoredFileInfo, variant: FileVariant): { contentType: string; fileName: string } {
  if (variant === 'original') return { contentType: info.contentType, fileName: info.fileName };
  const stem = info.fileName.includes('.') ? info.fileName.slice(0, info.fileName.lastIndexOf('.')) : info.fileName;
  return { contentType: 'image/webp', fileName: `${stem}-thumbnail.webp` };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
