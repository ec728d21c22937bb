import type {
  ScrumboardBoard,
  ScrumboardBoardSummary,
  ScrumboardCard,
  ScrumboardList,
  ScrumboardMember,
  ScrumboardNewCard,
  ScrumboardOrder,
  ScrumboardOrderAnswer,
  ScrumboardSettings,
} from '@conecta/contracts/scrumboard';
import { api } from '../../app/api';

const boardsTag = { type: 'ScrumboardBoard', id: 'LIST' } as const;
const boardTag = (boardId: string) => ({ type: 'ScrumboardBoard' as const, id: boardId });
/** A write on a board: the board is read again (its version with it); nothing on a refusal. */
const invalidatesBoard = (_result: unknown, error: unknown, arg: { boardId: string }) =>
  error ? [] : [boardTag(arg.boardId)];

/** A 409 to an order: the board as the server has it now. */
export function staleBoardOf(error: unknown): ScrumboardBoard | undefined {
  const data = (error as { status?: unknown; data?: { board?: ScrumboardBoard } } | undefined)?.data;
  return (error as { status?: unknown })?.status === 409 ? data?.board : undefined;
}

/** Scrumboard's calls (demo-apps §7, `/api/scrumboard-app/*`). */
export const scrumboardApi = api.enhanceEndpoints({ addTagTypes: ['ScrumboardBoard'] }).injectEndpoints({
  endpoints: (build) => ({
    boards: build.query<ScrumboardBoardSummary[], void>({
      query: () => '/scrumboard-app/boards',
      providesTags: [boardsTag],
    }),
    board: build.query<ScrumboardBoard, string>({
      query: (boardId) => ({ url: '/scrumboard-app/board', params: { boardId } }),
      providesTags: (_result, _error, boardId) => [boardTag(boardId)],
    }),
    newBoard: build.mutation<ScrumboardBoard, { name?: string }>({
      query: (board) => ({ url: '/scrumboard-app/board/new', method: 'POST', body: { board } }),
      invalidatesTags: (_result, error) => (error ? [] : [boardsTag]),
    }),
    renameBoard: build.mutation<ScrumboardBoard, { boardId: string; boardTitle: string }>({
      query: (body) => ({ url: '/scrumboard-app/board/rename', method: 'POST', body }),
      invalidatesTags: (_result, error, arg) => (error ? [] : [boardsTag, boardTag(arg.boardId)]),
    }),
    updateSettings: build.mutation<ScrumboardBoard, { boardId: string; settings: Partial<ScrumboardSettings> }>({
      query: (body) => ({ url: '/scrumboard-app/board/settings/update', method: 'POST', body }),
      invalidatesTags: invalidatesBoard,
    }),
    updateMembers: build.mutation<ScrumboardBoard | null, { boardId: string; memberIds: string[] }>({
      query: (body) => ({ url: '/scrumboard-app/board/members/update', method: 'POST', body }),
      invalidatesTags: (_result, error, arg) => (error ? [] : [boardsTag, boardTag(arg.boardId)]),
    }),
    deleteBoard: build.mutation<string, { boardId: string }>({
      query: (body) => ({ url: '/scrumboard-app/board/delete', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [boardsTag]),
    }),
    accounts: build.query<ScrumboardMember[], string>({
      query: (q) => ({ url: '/scrumboard-app/accounts', params: { q } }),
    }),
    newList: build.mutation<ScrumboardList, { boardId: string; name: string }>({
      query: ({ boardId, name }) => ({
        url: '/scrumboard-app/list/new',
        method: 'POST',
        body: { boardId, data: { name } },
      }),
      invalidatesTags: invalidatesBoard,
    }),
    renameList: build.mutation<ScrumboardList, { boardId: string; listId: string; listTitle: string }>({
      query: (body) => ({ url: '/scrumboard-app/list/rename', method: 'POST', body }),
      invalidatesTags: invalidatesBoard,
    }),
    setListLimit: build.mutation<ScrumboardList, { boardId: string; listId: string; wipLimit: number | null }>({
      query: (body) => ({ url: '/scrumboard-app/list/limit', method: 'POST', body }),
      invalidatesTags: invalidatesBoard,
    }),
    removeList: build.mutation<string, { boardId: string; listId: string }>({
      query: (body) => ({ url: '/scrumboard-app/list/remove', method: 'POST', body }),
      invalidatesTags: invalidatesBoard,
    }),
    newCard: build.mutation<ScrumboardCard, ScrumboardNewCard>({
      query: (body) => ({ url: '/scrumboard-app/card/new', method: 'POST', body }),
      invalidatesTags: invalidatesBoard,
    }),
    updateCard: build.mutation<ScrumboardCard, { boardId: string; card: ScrumboardCard }>({
      query: (body) => ({ url: '/scrumboard-app/card/update', method: 'POST', body }),
      // The answer is the stored card: put in place at once, the board read again behind it.
      async onQueryStarted({ boardId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            scrumboardApi.util.updateQueryData('board', boardId, (board) => {
              board.cards = board.cards.map((card) => (card.id === data.id ? data : card));
            }),
          );
        } catch {
          // Said by the caller.
        }
      },
      invalidatesTags: invalidatesBoard,
    }),
    removeCard: build.mutation<string, { boardId: string; cardId: string }>({
      query: (body) => ({ url: '/scrumboard-app/card/remove', method: 'POST', body }),
      invalidatesTags: invalidatesBoard,
    }),
    /**
     * A move of cards or lists: shown at once, sent with the board's version; the answer's version is kept for the
     * next move. A 409 puts the server's board in place of ours.
     */
    orderBoard: build.mutation<ScrumboardOrderAnswer, ScrumboardOrder & { kind: 'card' | 'list' }>({
      query: ({ kind, ...body }) => ({ url: `/scrumboard-app/${kind}/order`, method: 'POST', body }),
      async onQueryStarted({ boardId, lists }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          scrumboardApi.util.updateQueryData('board', boardId, (board) => {
            const byId = new Map(board.lists.map((list) => [list.id, list]));
            board.lists = lists.flatMap((list) => {
              const stored = byId.get(list.id);
              return stored ? [{ ...stored, idCards: list.idCards }] : [];
            });
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            scrumboardApi.util.updateQueryData('board', boardId, (board) => {
              board.version = Math.max(board.version, data.version);
            }),
          );
        } catch (failure) {
          const current = staleBoardOf((failure as { error?: unknown }).error);
          if (current) dispatch(scrumboardApi.util.upsertQueryData('board', boardId, current));
          else patch.undo();
        }
      },
    }),
  }),
});

export const {
  useBoardsQuery,
  useBoardQuery,
  useNewBoardMutation,
  useRenameBoardMutation,
  useUpdateSettingsMutation,
  useUpdateMembersMutation,
  useDeleteBoardMutation,
  useAccountsQuery,
  useNewListMutation,
  useRenameListMutation,
  useSetListLimitMutation,
  useRemoveListMutation,
  useNewCardMutation,
  useUpdateCardMutation,
  useRemoveCardMutation,
  useOrderBoardMutation,
} = scrumboardApi;
