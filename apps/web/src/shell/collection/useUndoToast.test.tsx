import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { selectMessage } from '../message/messageSlice';
import { undoWindowMs, useUndoToast } from './useUndoToast';

/** A feature's list: completing a task offers it for undoing; a deletion for good is held until the window closes. */
function Tasks({ testId, onDeleted }: { testId: string; onDeleted(): void }) {
  const [done, setDone] = useState(0);
  const undo = useUndoToast({ testId });
  return (
    <section aria-label={testId}>
      <p>Concluídas: {done}</p>
      <button
        type="button"
        onClick={() => {
          setDone((count) => count + 1);
          undo.offerUndo({ message: 'Tarefa concluída', undo: () => setDone((count) => count - 1) });
        }}
      >
        Concluir
      </button>
      <button
        type="button"
        onClick={() => undo.offerUndo({ message: 'Tarefa excluída', undo: () => undefined, commit: onDeleted })}
      >
        Excluir
      </button>
      {undo.toast}
    </section>
  );
}

function renderTasks(testIds = ['todo-undo']) {
  const store = makeStore();
  const onDeleted = vi.fn();
  render(
    <Provider store={store}>
      {testIds.map((testId) => (
        <Tasks key={testId} testId={testId} onDeleted={onDeleted} />
      ))}
    </Provider>,
  );
  return { store, onDeleted };
}

afterEach(() => vi.useRealTimers());

describe('the undo toast', () => {
  it('names the action, and Undo takes it back and says so', async () => {
    const user = userEvent.setup();
    const { store } = renderTasks();
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(screen.getByText('Concluídas: 1')).toBeVisible();
    const toast = await screen.findByTestId('todo-undo');
    expect(toast).toHaveTextContent('Tarefa concluída');
    await user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
    expect(screen.getByText('Concluídas: 0')).toBeVisible();
    expect(selectMessage(store.getState()).message).toBe('Desfeito.');
    await vi.waitFor(() => expect(screen.queryByTestId('todo-undo')).not.toBeInTheDocument());
  });

  it('makes a held change when its window closes, and never after Undo', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onDeleted } = renderTasks();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByTestId('todo-undo')).toHaveTextContent('Tarefa excluída');
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    await act(() => vi.advanceTimersByTimeAsync(undoWindowMs + 100));
    expect(onDeleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await act(() => vi.advanceTimersByTimeAsync(undoWindowMs + 100));
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('stands in the same place for every feature', async () => {
    const user = userEvent.setup();
    renderTasks(['todo-undo', 'mail-undo']);
    for (const name of ['todo-undo', 'mail-undo'])
      await user.click(within(screen.getByRole('region', { name })).getByRole('button', { name: 'Concluir' }));
    const places = ['todo-undo', 'mail-undo'].map((testId) => screen.getByTestId(testId).className);
    for (const place of places) expect(place).toContain('MuiSnackbar-anchorOriginBottomCenter');
  });
});
