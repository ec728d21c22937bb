import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type CollectionListQuery, CollectionListStates } from './CollectionListStates';

const texts = {
  loading: 'Loading notes',
  failed: 'The notes could not be loaded.',
  retry: 'Try again',
  empty: 'No notes.',
  more: 'Show more',
};
const testIds = { loading: 'loading', error: 'error', empty: 'empty', more: 'more' };

function renderStates(query: Partial<CollectionListQuery>, count = 0) {
  const full: CollectionListQuery = {
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    refetch: vi.fn(),
    fetchNextPage: vi.fn(),
    ...query,
  };
  render(
    <CollectionListStates query={full} count={count} texts={texts} testIds={testIds}>
      <ul aria-label="Notes" />
    </CollectionListStates>,
  );
  return full;
}

describe('the states of a collection list', () => {
  it('shows placeholder rows, named, while the first page loads', () => {
    renderStates({});
    expect(screen.getByRole('status', { name: 'Loading notes' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the list failed and tries again on request', async () => {
    const query = renderStates({ isError: true });
    expect(screen.getByTestId('error')).toHaveTextContent('The notes could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('keeps the rows it has when a later page fails', () => {
    renderStates({ isError: true, data: {} }, 3);
    expect(screen.getByRole('list', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByTestId('error')).toBeNull();
  });

  it('says when there is nothing to show', () => {
    renderStates({ data: {} }, 0);
    expect(screen.getByTestId('empty')).toHaveTextContent('No notes.');
  });

  it('offers the next page while there is one', async () => {
    const query = renderStates({ data: {}, hasNextPage: true }, 3);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(query.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('has no "more" at the end of the list', () => {
    renderStates({ data: {}, hasNextPage: false }, 3);
    expect(screen.getByRole('list', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
