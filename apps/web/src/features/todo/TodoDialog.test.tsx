import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, sampleUsers } from '../../test/renderApp';
import { callsTo, mockTodoApi, sampleTodos } from './testServer';

const dialogNamed = (name: string) => screen.findByRole('dialog', { name }, { timeout: 15_000 });

/** Types a date into a picker's field as the language writes it (the field's input holds the whole text). */
function typeDate(dialog: HTMLElement, label: string, text: string) {
  const input = within(dialog)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`no input for ${label}`);
  fireEvent.change(input, { target: { value: text } });
  return input;
}

describe('to-do dialog', { timeout: 45_000 }, () => {
  it('checks a new to-do by the contract, in the user language, before sending it', async () => {
    const { requests } = mockTodoApi();
    const { user, router } = await renderApp('/apps/todo/all/new', { user: sampleUsers.user });
    const dialog = await dialogNamed('Nova tarefa');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('O título é obrigatório (até 200 caracteres)')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Título/), 'Trocar chip do técnico');
    // Day first, 24-hour clock: the pt-BR way, whatever the browser's language.
    expect(typeDate(dialog, 'Início', '25/11/2026 10:00')).toHaveValue('25/11/2026 10:00');
    typeDate(dialog, 'Entrega', '24/11/2026 10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('A data de entrega não pode ser anterior à de início')).toBeVisible();
    expect(callsTo(requests, 'new-todo')).toEqual([]);

    typeDate(dialog, 'Entrega', '26/11/2026 18:30');
    await user.click(within(dialog).getByRole('checkbox', { name: /Backend/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(requests, 'new-todo')).toEqual([
      {
        title: 'Trocar chip do técnico',
        notes: '',
        startDate: new Date('2026-11-25T10:00').toISOString(),
        dueDate: new Date('2026-11-26T18:30').toISOString(),
        completed: false,
        starred: false,
        important: false,
        labels: [1],
      },
    ]);
    expect(router.state.location.pathname).toBe('/apps/todo/all');
  });

  it("puts the server's refusal on its field", async () => {
    mockTodoApi((request) =>
      request.path === '/api/todo-app/update-todo'
        ? jsonResponse(400, {
            message: 'Invalid body: title',
            error: { title: 'Title is required (up to 200 characters)' },
            codes: { title: 'todo.title' },
          })
        : undefined,
    );
    const { user } = await renderApp(`/apps/todo/all/${sampleTodos[0]?.id}`, { user: sampleUsers.user });
    const dialog = await dialogNamed('Editar tarefa');
    // The form shows once the list has brought the to-do.
    expect(await within(dialog).findByLabelText(/Título/)).toHaveValue('Renovar token DEP do MDM');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('O título é obrigatório (até 200 caracteres)')).toBeVisible();
    expect(within(dialog).getByLabelText(/Título/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before closing over unsaved changes', async () => {
    mockTodoApi();
    const { user, router } = await renderApp(`/apps/todo/all/${sampleTodos[1]?.id}`, { user: sampleUsers.user });
    const dialog = await dialogNamed('Editar tarefa');
    await user.type(await within(dialog).findByLabelText('Notas'), 'Contestar a cobrança');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(within(dialog).getByLabelText('Notas')).toHaveValue('Contestar a cobrança');

    await user.click(await within(dialog).findByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Descartar as alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/all'));
  });

  it('keeps unsaved changes when the user follows a link or leaves the page, until they discard them', async () => {
    mockTodoApi();
    const { user, router } = await renderApp(`/apps/todo/all/${sampleTodos[1]?.id}`, { user: sampleUsers.user });
    const dialog = await dialogNamed('Editar tarefa');
    await user.type(await within(dialog).findByLabelText('Notas'), 'Contestar a cobrança');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    // A link elsewhere in the app (here the lists' own, behind the dialog) asks first.
    const starred = screen.getByRole('link', { name: 'Com estrela', hidden: true });
    fireEvent.click(starred);
    const ask = await screen.findByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe(`/apps/todo/all/${sampleTodos[1]?.id}`);

    fireEvent.click(starred);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Descartar as alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/filter/starred'));
  });

  it('starts a to-do made from a label list with that label', async () => {
    mockTodoApi();
    await renderApp('/apps/todo/label/mobile/new', { user: sampleUsers.user });
    const dialog = await dialogNamed('Nova tarefa');
    expect(within(dialog).getByRole('checkbox', { name: /Celular/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Backend/ })).not.toBeChecked();
  });

  it('says so when the to-do is not in the list', async () => {
    mockTodoApi();
    await renderApp('/apps/todo/all/7a3e1c55-0000-4000-8000-0000000000aa', { user: sampleUsers.user });
    const dialog = await dialogNamed('Editar tarefa');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta tarefa não está na lista.');
  });
});
