import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageChanged } from '../../shell/i18n/languageSlice';
import { jsonResponse, renderApp, sampleUsers } from '../../test/renderApp';
import { callsTo, makeTodo, mockTodoApi, sampleTodos } from './testServer';

const rowOf = (title: string) => screen.getByText(title).closest('[data-testid="todo-row"]') as HTMLElement;
const firstRow = () => screen.findByText('Renovar token DEP do MDM', {}, { timeout: 15_000 });

describe('to-do page', { timeout: 45_000 }, () => {
  it('shows the list with its flags and labels, hiding deleted to-dos', async () => {
    mockTodoApi();
    await renderApp('/apps/todo/all', { user: sampleUsers.user });
    await firstRow();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Todas');
    expect(screen.getByTestId('todo-count')).toHaveTextContent('3 tarefas');
    expect(rowOf('Renovar token DEP do MDM')).toHaveTextContent('Problema');
    expect(within(rowOf('Conferir fatura Vivo')).getByRole('button', { name: 'Com estrela' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByText('Linha antiga')).not.toBeInTheDocument();
  });

  it('names the lists as the spec does in English', async () => {
    mockTodoApi();
    const { store } = await renderApp('/apps/todo/filter/completed', { user: sampleUsers.user });
    await act(async () => {
      store.dispatch(languageChanged('en'));
    });
    const nav = await screen.findByRole('navigation', { name: 'Lists' });
    for (const name of ['All', 'Starred', 'Priority', 'Sheduled', 'Today', 'Done', 'Deleted', 'Frontend', 'Mobile'])
      expect(within(nav).getByRole('link', { name })).toBeVisible();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Done');
  });

  it('shows skeleton rows while the list loads, then says when it is empty', async () => {
    let answer: (response: Response) => void = () => {};
    mockTodoApi((request) =>
      request.path.startsWith('/api/todo-app/todos')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    await renderApp('/apps/todo/label/frontend', { user: sampleUsers.user });
    expect(await screen.findByRole('status', { name: 'Carregando tarefas' }, { timeout: 15_000 })).toBeVisible();
    const empty = { items: [], total: 0, totalIsEstimate: false, nextCursor: null, prevCursor: null };
    await act(async () => answer(jsonResponse(200, empty)));
    expect(await screen.findByText('Nenhuma tarefa aqui.')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Carregando tarefas' })).not.toBeInTheDocument();
  });

  it('says when a list could not be loaded, and tries again', async () => {
    let fail = true;
    mockTodoApi((request) =>
      request.path.startsWith('/api/todo-app/todos') && fail ? jsonResponse(500, { message: 'down' }) : undefined,
    );
    const { user } = await renderApp('/apps/todo/label/mobile', { user: sampleUsers.user });
    expect(await screen.findByTestId('todo-error', {}, { timeout: 15_000 })).toHaveTextContent(
      'Não foi possível carregar as tarefas.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    // The stand-in files every live to-do under any label: the retry shows them.
    expect(await firstRow()).toBeVisible();
  });

  it('ticks a to-do off in place by saving the whole to-do', async () => {
    const { requests } = mockTodoApi();
    const { user } = await renderApp('/apps/todo/all', { user: sampleUsers.user });
    await firstRow();
    const done = within(rowOf('Renovar token DEP do MDM')).getByRole('button', { name: 'Concluída' });
    await user.click(done);
    await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'true'));
    expect(callsTo(requests, 'update-todo')).toEqual([{ ...sampleTodos[0], completed: true }]);
  });

  it('names a completion in the undo toast, and Undo saves the to-do back open', async () => {
    const { requests, stored } = mockTodoApi();
    const { user } = await renderApp('/apps/todo/all', { user: sampleUsers.user });
    await firstRow();
    await user.click(within(rowOf('Renovar token DEP do MDM')).getByRole('button', { name: 'Concluída' }));
    const toast = await screen.findByTestId('todo-undo');
    expect(toast).toHaveTextContent('Tarefa concluída');
    await user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(callsTo(requests, 'update-todo')).toHaveLength(2));
    expect(callsTo(requests, 'update-todo')[1]).toEqual(sampleTodos[0]);
    expect(stored()[0]?.completed).toBe(false);
    await waitFor(() =>
      expect(within(rowOf('Renovar token DEP do MDM')).getByRole('button', { name: 'Concluída' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('says so when a flag cannot reach the server, and shows the row as it was', async () => {
    mockTodoApi((request) =>
      request.path.startsWith('/api/todo-app/update-todo')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : undefined,
    );
    const { user } = await renderApp('/apps/todo/all', { user: sampleUsers.user });
    await firstRow();
    const star = within(rowOf('Renovar token DEP do MDM')).getByRole('button', { name: 'Com estrela' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByText('Sem conexão com o servidor: a alteração foi desfeita.')).toBeVisible();
    expect(within(rowOf('Renovar token DEP do MDM')).getByRole('button', { name: 'Com estrela' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByTestId('todo-undo')).not.toBeInTheDocument();
  });

  it('draws compact rows when the account chose them, and remembers a new choice', async () => {
    const { requests } = mockTodoApi((request) =>
      request.path === '/api/preferences/todo' && request.method === 'GET'
        ? jsonResponse(200, { columnVisibility: {}, density: 'compact' })
        : undefined,
    );
    const { user } = await renderApp('/apps/todo/all', { user: sampleUsers.user });
    await firstRow();
    const toggle = screen.getByRole('button', { name: 'Linhas compactas' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(rowOf('Renovar token DEP do MDM')).toHaveAttribute('data-density', 'compact');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(rowOf('Renovar token DEP do MDM')).toHaveAttribute('data-density', 'comfortable');
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
        { columnVisibility: {}, density: 'comfortable' },
      ]),
    );
  });

  it('writes due dates with the year only when it is not this one, hours with two digits', async () => {
    const year = new Date().getFullYear();
    mockTodoApi(undefined, [
      makeTodo({ dueDate: new Date(year, 2, 12, 4, 4).toISOString() }),
      makeTodo({
        id: '7a3e1c55-0000-4000-8000-000000000002',
        title: 'Antiga',
        dueDate: new Date(2021, 2, 12, 4, 4).toISOString(),
      }),
    ]);
    await renderApp('/apps/todo/all', { user: sampleUsers.user });
    await firstRow();
    expect(within(rowOf('Renovar token DEP do MDM')).getByTestId('todo-due')).toHaveTextContent(
      /^Entrega 12 de mar\., 04:04/,
    );
    expect(within(rowOf('Antiga')).getByTestId('todo-due')).toHaveTextContent(/^Entrega 12 de mar\. de 2021, 04:04/);
  });

  it('labels the selection and takes it back with Undo', async () => {
    const { requests } = mockTodoApi();
    const { user } = await renderApp('/apps/todo/all', { user: sampleUsers.user });
    await firstRow();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar “Renovar token DEP do MDM”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar “Conferir fatura Vivo”' }));
    await user.click(screen.getByRole('button', { name: 'Etiqueta' }));
    await user.click(await screen.findByRole('menuitem', { name: 'API' }));
    expect(await screen.findByText('Etiqueta API alterada em 2 tarefas.')).toBeVisible();
    await waitFor(() => expect(rowOf('Conferir fatura Vivo')).toHaveTextContent('API'));

    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(rowOf('Conferir fatura Vivo')).not.toHaveTextContent('API'));
    const body = { selectedTodoIds: [sampleTodos[0]?.id, sampleTodos[1]?.id], labelId: 2 };
    expect(callsTo(requests, 'toggle-label')).toEqual([body, body]);
  });

  it('holds a deletion for good back while it can be undone, and never sends it when undone', async () => {
    const { requests } = mockTodoApi();
    const { user } = await renderApp('/apps/todo/filter/deleted', { user: sampleUsers.user });
    await screen.findByText('Linha antiga', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar “Linha antiga”' }));
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(screen.queryByText('Linha antiga')).not.toBeInTheDocument();
    expect(await screen.findByText('1 tarefa será excluída definitivamente.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Linha antiga')).toBeVisible();
    expect(callsTo(requests, 'delete-todos')).toEqual([]);
  });

  it('asks the server for what the user searches and the order they pick, kept in the address', async () => {
    const { requests } = mockTodoApi();
    const { user, router } = await renderApp('/apps/todo/filter/starred', { user: sampleUsers.user });
    await firstRow();
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar tarefas' }), 'fatura{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=fatura'));
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(await screen.findByRole('option', { name: 'Data de entrega' }));
    await user.click(await screen.findByRole('button', { name: 'Ordem crescente: mostrar decrescente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=fatura&sort=dueDate&order=desc'));
    const asked = requests
      .filter((request) => request.path.startsWith('/api/todo-app/todos'))
      .map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1])));
    expect(asked.at(-1)).toEqual({
      filterHandle: 'starred',
      q: 'fatura',
      sort: 'dueDate',
      order: 'desc',
      limit: '50',
      // The user's zone, where the server draws "today".
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
