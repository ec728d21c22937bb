import { apiErrorSchema } from '@conecta/contracts';
import {
  deleteTodosSchema,
  newTodoSchema,
  removeTodoSchema,
  reorderTodoSchema,
  setTodoFolderSchema,
  todoFilterListSchema,
  todoFilters,
  todoFolderListSchema,
  todoFolders,
  todoIdsAnswerSchema,
  todoLabelListSchema,
  todoLabels,
  todoListAnswerSchema,
  todoListQuerySchema,
  todoPageSchema,
  todoSchema,
  toggleTodoLabelSchema,
} from '@conecta/contracts/todo';
import type { FastifyRequest } from 'fastify';
import { refusals } from '../../db/accountCollection';
import { readListPage } from '../../http/list-read';
import type { FeatureRoutes } from '../../platform/feature';
import { readTodoPage, todos } from './queries';
import { createTodo, deleteTodos, removeTodo, reorderTodo, setTodoFolder, toggleTodoLabel, updateTodo } from './writes';

/** The To-do application (demo-apps §7 "To-do") on the token's own to-dos, plus the manual reorder. */
export const todoRoutes: FeatureRoutes = async (app, { db, config, route }) => {
  /** The signed-in account's id, its sample to-dos written if this is its first call to the application. */
  const owner = (request: FastifyRequest) => todos.accountId(db, request);

  app.get(
    '/todos',
    route('user', {
      schema: {
        summary:
          'One page of a folder (default all), a label or a filter; deleted to-dos only under the deleted filter',
        querystring: todoListQuerySchema,
        response: { 200: todoPageSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const accountId = await owner(request);
      return readListPage({ db, config, reply, accountId, q: request.query.q }, (scoped) =>
        readTodoPage(scoped, accountId, request.query),
      );
    },
  );

  app.post(
    '/new-todo',
    route('user', {
      schema: {
        summary: 'Create a to-do (last in the manual order)',
        body: newTodoSchema,
        response: { 200: todoSchema, ...refusals },
      },
    }),
    async (request) => createTodo(db, await owner(request), request.body),
  );

  app.post(
    '/update-todo',
    route('user', {
      schema: { summary: 'Save the whole to-do', body: todoSchema, response: { 200: todoSchema, ...refusals } },
    }),
    async (request) => updateTodo(db, await owner(request), request.body),
  );

  app.post(
    '/remove-todo',
    route('user', {
      schema: {
        summary: 'Mark the to-do deleted (it then shows only under the deleted filter)',
        body: removeTodoSchema,
        response: { 200: todoSchema, ...refusals },
      },
    }),
    async (request) => removeTodo(db, await owner(request), request.body.id),
  );

  app.get(
    '/filters',
    route('user', { schema: { summary: 'The filters', response: { 200: todoFilterListSchema } } }),
    async () => [...todoFilters],
  );
  app.get(
    '/labels',
    route('user', { schema: { summary: 'The labels and their colours', response: { 200: todoLabelListSchema } } }),
    async () => [...todoLabels],
  );
  app.get(
    '/folders',
    route('user', { schema: { summary: 'The folders', response: { 200: todoFolderListSchema } } }),
    async () => [...todoFolders],
  );

  app.post(
    '/set-folder',
    route('user', {
      schema: {
        summary: 'Move the selected to-dos to a folder (all or none: 404 if any id is not yours)',
        body: setTodoFolderSchema,
        response: { 200: todoListAnswerSchema, ...refusals },
      },
    }),
    async (request) => setTodoFolder(db, await owner(request), request.body.selectedTodoIds, request.body.folderId),
  );

  app.post(
    '/toggle-label',
    route('user', {
      schema: {
        summary: 'Add the label to each selected to-do lacking it, remove it where present',
        body: toggleTodoLabelSchema,
        response: { 200: todoListAnswerSchema, ...refusals },
      },
    }),
    async (request) => toggleTodoLabel(db, await owner(request), request.body.selectedTodoIds, request.body.labelId),
  );

  app.post(
    '/delete-todos',
    route('user', {
      schema: {
        summary: 'Delete the selected to-dos permanently; answers their ids',
        body: deleteTodosSchema,
        response: { 200: todoIdsAnswerSchema, ...refusals },
      },
    }),
    async (request) => deleteTodos(db, await owner(request), request.body.selectedTodoIds),
  );

  app.post(
    '/reorder',
    route('user', {
      schema: {
        summary: 'Put the to-do right after another in the manual order (first when afterTodoId is null)',
        body: reorderTodoSchema,
        response: { 200: todoSchema, ...refusals },
      },
    }),
    async (request) => reorderTodo(db, await owner(request), request.body.todoId, request.body.afterTodoId),
  );
};
