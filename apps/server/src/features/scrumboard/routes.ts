import { apiErrorSchema, messageText } from '@conecta/contracts';
import {
  scrumboardAccountListSchema,
  scrumboardAccountQuerySchema,
  scrumboardAttachmentSchema,
  scrumboardBoardIdSchema,
  scrumboardBoardListSchema,
  scrumboardBoardQuerySchema,
  scrumboardBoardSchema,
  scrumboardCardViewSchema,
  scrumboardListLimitSchema,
  scrumboardListSchema,
  scrumboardMembersUpdateSchema,
  scrumboardMessages,
  scrumboardNewBoardSchema,
  scrumboardNewCardSchema,
  scrumboardNewListSchema,
  scrumboardOrderAnswerSchema,
  scrumboardOrderSchema,
  scrumboardRemoveCardSchema,
  scrumboardRemoveListSchema,
  scrumboardRenameBoardSchema,
  scrumboardRenameListSchema,
  scrumboardSettingsUpdateSchema,
  scrumboardStaleSchema,
  scrumboardUpdateCardSchema,
} from '@conecta/contracts/scrumboard';
import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { currentAccount } from '../../auth/guard';
import { declareLiveTopic } from '../../live';
import type { FeatureRoutes } from '../../platform/feature';
import { acceptUploads, createFileStore, receiveUpload, storedFileUrl } from '../../uploads';
import {
  boardNotFound,
  createBoard,
  createCard,
  createList,
  deleteBoard,
  isBoardMember,
  orderBoard,
  readAccountsToAdd,
  readBoard,
  readBoards,
  removeCard,
  removeList,
  renameBoard,
  renameList,
  StaleBoardError,
  setListLimit,
  updateBoardMembers,
  updateBoardSettings,
  updateCard,
} from './board';
import { scrumboardAttachmentUse } from './files';

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema };
const idAnswer = z.string();

/** The removed id as a JSON string (Fastify would send a bare string as text). */
const sendId = (reply: FastifyReply, id: string) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(id));

/**
 * The Scrumboard application (demo-apps §7 "Scrumboard"): every call on a board its members may make; anyone else
 * is answered 404 'Requested board do not exist.'. Writes the spec gives no answer answer the stored entity (a
 * board, list or card) or the removed id.
 */
export const scrumboardRoutes: FeatureRoutes = async (app, { db, route }) => {
  const me = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;
  // A member of the board may follow `scrumboard:<boardId>`: every change of the board is announced there.
  declareLiveTopic(db, 'scrumboard', (db, accountId, boardId) => isBoardMember(db, accountId, boardId));

  app.get(
    '/boards',
    route('user', {
      schema: { summary: 'The account’s boards: id, name and uri only', response: { 200: scrumboardBoardListSchema } },
    }),
    async (request) => readBoards(db, me(request)),
  );

  app.get(
    '/board',
    route('user', {
      schema: {
        summary: 'One board with its lists, cards, members and labels',
        querystring: scrumboardBoardQuerySchema,
        response: { 200: scrumboardBoardSchema, ...refusals },
      },
    }),
    async (request) => readBoard(db, me(request), request.query.boardId),
  );

  app.post(
    '/board/new',
    route('user', {
      schema: {
        summary: 'Create a board; its creator is its first member. Answers the board',
        body: scrumboardNewBoardSchema,
        response: { 200: scrumboardBoardSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => createBoard(db, me(request), request.body.board),
  );

  app.post(
    '/board/rename',
    route('user', {
      schema: {
        summary: 'Rename a board (its uri follows). Answers the board',
        body: scrumboardRenameBoardSchema,
        response: { 200: scrumboardBoardSchema, ...refusals },
      },
    }),
    async (request) => renameBoard(db, me(request), request.body.boardId, request.body.boardTitle),
  );

  app.post(
    '/board/settings/update',
    route('user', {
      schema: {
        summary: 'Change the board’s settings (colour, subscribed, card cover images). Answers the board',
        body: scrumboardSettingsUpdateSchema,
        response: { 200: scrumboardBoardSchema, ...refusals },
      },
    }),
    async (request) => updateBoardSettings(db, me(request), request.body.boardId, request.body.settings),
  );

  app.post(
    '/board/members/update',
    route('user', {
      schema: {
        summary:
          'The board’s members from now on (console accounts). Answers the board, or null when the caller left it',
        body: scrumboardMembersUpdateSchema,
        response: { 200: z.nullable(scrumboardBoardSchema), ...refusals },
      },
    }),
    async (request) => updateBoardMembers(db, me(request), request.body.boardId, request.body.memberIds),
  );

  app.post(
    '/board/delete',
    route('user', {
      schema: {
        summary: 'Delete a board with its lists and cards. Answers the board’s id',
        body: scrumboardBoardIdSchema,
        response: { 200: idAnswer, ...refusals },
      },
    }),
    async (request, reply) => sendId(reply, await deleteBoard(db, me(request), request.body.boardId)),
  );

  app.get(
    '/accounts',
    route('user', {
      schema: {
        summary: 'Console accounts to make members of a board, by part of the name or email (20 at most)',
        querystring: scrumboardAccountQuerySchema,
        response: { 200: scrumboardAccountListSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readAccountsToAdd(db, request.query.q),
  );

  app.post(
    '/list/new',
    route('user', {
      schema: {
        summary: 'Add a list at the end of the board. Answers the list',
        body: scrumboardNewListSchema,
        response: { 200: scrumboardListSchema, ...refusals },
      },
    }),
    async (request) => createList(db, me(request), request.body.boardId, request.body.data.name),
  );

  app.post(
    '/list/rename',
    route('user', {
      schema: {
        summary: 'Rename a list. Answers the list',
        body: scrumboardRenameListSchema,
        response: { 200: scrumboardListSchema, ...refusals },
      },
    }),
    async (request) => renameList(db, me(request), request.body.boardId, request.body.listId, request.body.listTitle),
  );

  app.post(
    '/list/limit',
    route('user', {
      schema: {
        summary: 'Set or clear a list’s work-in-progress limit. Answers the list',
        body: scrumboardListLimitSchema,
        response: { 200: scrumboardListSchema, ...refusals },
      },
    }),
    async (request) => setListLimit(db, me(request), request.body.boardId, request.body.listId, request.body.wipLimit),
  );

  app.post(
    '/list/remove',
    route('user', {
      schema: {
        summary: 'Remove a list and its cards. Answers the list’s id',
        body: scrumboardRemoveListSchema,
        response: { 200: idAnswer, ...refusals },
      },
    }),
    async (request, reply) =>
      sendId(reply, await removeList(db, me(request), request.body.boardId, request.body.listId)),
  );

  app.post(
    '/card/new',
    route('user', {
      schema: {
        summary: 'Create a card: added to the board’s cards and appended to the list. Answers the card',
        body: scrumboardNewCardSchema,
        response: { 200: scrumboardCardViewSchema, ...refusals },
      },
    }),
    async (request) => createCard(db, me(request), request.body.boardId, request.body.listId, request.body.data),
  );

  app.post(
    '/card/update',
    route('user', {
      schema: {
        summary: 'Replace a card’s content (its list and place are the order’s). Answers the card',
        body: scrumboardUpdateCardSchema,
        response: { 200: scrumboardCardViewSchema, ...refusals },
      },
    }),
    async (request) => updateCard(db, me(request), request.body.boardId, request.body.card),
  );

  app.post(
    '/card/remove',
    route('user', {
      schema: {
        summary: 'Remove a card from the board and from every list. Answers the card’s id',
        body: scrumboardRemoveCardSchema,
        response: { 200: idAnswer, ...refusals },
      },
    }),
    async (request, reply) =>
      sendId(reply, await removeCard(db, me(request), request.body.boardId, request.body.cardId)),
  );

  for (const path of ['/card/order', '/list/order'] as const) {
    app.post(
      path,
      route('user', {
        schema: {
          summary:
            'Replace the board’s lists: every list and card once, in their new order. An order made on an older ' +
            'version, or missing or doubling a list or card, changes nothing and answers 409 with the board as it is',
          body: scrumboardOrderSchema,
          response: { 200: scrumboardOrderAnswerSchema, 409: scrumboardStaleSchema, ...refusals },
        },
      }),
      async (request, reply) => {
        try {
          return await orderBoard(db, me(request), request.body);
        } catch (error) {
          if (!(error instanceof StaleBoardError)) throw error;
          const code = scrumboardMessages.stale;
          return reply.code(409).send({ message: messageText(code), code, board: error.board });
        }
      },
    );
  }

  const store = createFileStore(db);
  await app.register(async (uploads) => {
    await uploads.register(acceptUploads);
    uploads.post(
      '/board/attachment',
      {
        ...route('user', {
          schema: {
            summary:
              'Upload an image for a card of the board (multipart field "file", at most 10 MiB). Answers the ' +
              'attachment, to add to the card with card/update',
            consumes: ['multipart/form-data'],
            querystring: scrumboardBoardQuerySchema,
            response: {
              200: scrumboardAttachmentSchema,
              400: apiErrorSchema,
              404: apiErrorSchema,
              413: apiErrorSchema,
              415: apiErrorSchema,
            },
          },
        }),
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => {
        const accountId = me(request);
        // Refused before a byte is stored for anyone but the board's members.
        // The schema checked the query; this plugin's instance is not the zod-typed one.
        const { boardId } = request.query as { boardId: string };
        if (!(await isBoardMember(db, accountId, boardId))) throw boardNotFound();
        const saved = await store.save(await receiveUpload(request, scrumboardAttachmentUse, accountId));
        return {
          id: crypto.randomUUID(),
          name: saved.fileName,
          src: storedFileUrl(saved.id),
          time: new Date().toISOString(),
          type: 'image' as const,
        };
      },
    );
  });
};
