import type { ScrumboardBoard } from '@conecta/contracts/scrumboard';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const boardId = '5b0c0f6e-0000-4000-8000-000000000001';
const [todo, done] = ['5b0c0f6e-0000-4000-8000-0000000000a1', '5b0c0f6e-0000-4000-8000-0000000000a2'];
const card = (id: string, name: string) => ({
  id,
  name,
  description: '',
  idAttachmentCover: '',
  idMembers: [],
  idLabels: [],
  attachments: [],
  subscribed: false,
  checklists: [],
  activities: [],
  due: null,
});
const sampleBoard: ScrumboardBoard = {
  id: boardId,
  name: 'Migração para eSIM',
  uri: 'migracao-para-esim',
  settings: { color: 'fuse-dark', subscribed: true, cardCoverImages: true },
  lists: [
    { id: todo, name: 'Backlog', idCards: ['c1', 'c2'], wipLimit: 1 },
    { id: done, name: 'Concluído', idCards: [], wipLimit: null },
  ],
  cards: [
    {
      ...card('c1', 'Tela de ativação'),
      idLabels: ['l1'],
      checklists: [{ id: 'k1', name: 'Passos', checkItems: [{ id: 'i1', name: 'QR', checked: true }] }],
    },
    card('c2', 'Relatório de linhas'),
  ],
  members: [{ id: 'm1', name: 'Ana Admin', avatar: '' }],
  labels: [{ id: 'l1', name: 'App', class: 'green' }],
  version: 7,
};

type Answer = Response | Promise<Response> | undefined;
function mockBoardApi(answer: (request: RecordedRequest) => Answer = () => undefined) {
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const path = request.path.split('?')[0];
    if (path === '/api/scrumboard-app/boards')
      return jsonResponse(200, [{ id: boardId, name: sampleBoard.name, uri: sampleBoard.uri }]);
    if (path === '/api/scrumboard-app/board') return jsonResponse(200, sampleBoard);
    if (path === '/api/scrumboard-app/list/new') {
      return jsonResponse(200, {
        id: '5b0c0f6e-0000-4000-8000-0000000000a3',
        name: 'Revisão',
        idCards: [],
        wipLimit: null,
      });
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

const listOf = (name: string) => screen.getByRole('region', { name });

describe('scrumboard pages', { timeout: 45_000 }, () => {
  it('lists the member’s boards, each linking to its board', async () => {
    mockBoardApi();
    await renderApp('/apps/scrumboard', { user: sampleUsers.user });
    const link = await screen.findByRole('link', { name: 'Migração para eSIM' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', `/apps/scrumboard/boards/${boardId}/migracao-para-esim`);
    expect(screen.getByTestId('page-title')).toHaveTextContent('Quadros');
    expect(screen.getByRole('button', { name: 'Adicionar quadro' })).toBeVisible();
  });

  it('says when there is no board yet, and when the boards could not be loaded', async () => {
    let fail = true;
    mockBoardApi((request) =>
      request.path === '/api/scrumboard-app/boards'
        ? jsonResponse(fail ? 500 : 200, fail ? { message: 'down' } : [])
        : undefined,
    );
    const { user } = await renderApp('/apps/scrumboard/boards', { user: sampleUsers.user });
    expect(await screen.findByTestId('scrumboard-boards-error', {}, { timeout: 15_000 })).toHaveTextContent(
      'Não foi possível carregar os quadros.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Você ainda não é membro de nenhum quadro.')).toBeVisible();
  });

  it('shows the board’s lists and cards in Portuguese, a list over its limit, and adds a list', async () => {
    const { requests } = mockBoardApi();
    const { user } = await renderApp(`/apps/scrumboard/boards/${boardId}/migracao-para-esim`, {
      user: sampleUsers.user,
    });
    expect(await screen.findByRole('heading', { name: 'Migração para eSIM' }, { timeout: 15_000 })).toBeVisible();
    const backlog = listOf('Backlog');
    expect(within(backlog).getByRole('button', { name: 'Abrir o cartão “Tela de ativação”' })).toHaveTextContent(
      '1 de 1 marcados',
    );
    expect(within(backlog).getByRole('button', { name: 'Abrir o cartão “Tela de ativação”' })).toHaveTextContent('App');
    expect(within(backlog).getByTestId('scrumboard-list-count')).toHaveTextContent('2 de 1');
    expect(within(backlog).getByRole('status')).toHaveTextContent('Acima do limite de 1 cartões');
    expect(within(listOf('Concluído')).getByText('Nenhum cartão')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Adicionar uma lista' }));
    await user.type(screen.getByLabelText('Nome da lista'), 'Revisão');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/scrumboard-app/list/new')?.body).toEqual({
        boardId,
        data: { name: 'Revisão' },
      }),
    );
  });

  it('says the spec’s 404 in Portuguese for a board that does not exist', async () => {
    mockBoardApi((request) =>
      request.path.startsWith('/api/scrumboard-app/board?')
        ? jsonResponse(404, { message: 'Requested board do not exist.', code: 'scrumboard.boardNotFound' })
        : undefined,
    );
    await renderApp(`/apps/scrumboard/boards/${boardId}`, { user: sampleUsers.user });
    expect(await screen.findByTestId('scrumboard-board-error', {}, { timeout: 15_000 })).toHaveTextContent(
      'O quadro pedido não existe.',
    );
    expect(screen.getByRole('link', { name: 'Voltar aos quadros' })).toHaveAttribute('href', '/apps/scrumboard/boards');
  });
});
