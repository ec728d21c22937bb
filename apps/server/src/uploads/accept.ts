import { fileMessages, uploadFieldName } from '@conecta/contracts/files';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { InputError } from '../http/errors';

/**
 * Lets the routes of the plugin that registers this take uploads: multipart bodies are left
 * unread until `receiveUpload` streams them, and any other body is a 400 naming the `file` field
 * (instead of Fastify's 415, which would read as "wrong file type"). Register it inside a feature's
 * own plugin, so the rest of the API keeps its JSON-only parsers.
 */
export const acceptUploads = fp(
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => {
      done(new InputError({ [uploadFieldName]: fileMessages.notMultipart }), undefined);
    });
    // The per-use limit is given on each read; these only bound what no use needs.
    await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 } });
  },
  { name: 'accept-uploads' },
);
