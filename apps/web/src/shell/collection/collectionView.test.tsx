import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type CollectionView, collectionPaths, useCollectionView } from './collectionView';

const paths = collectionPaths('/apps/notes', 'all');
const catalogue = { folder: ['all', 'archive'], filter: ['pinned'], label: ['work'] };
let view: CollectionView;

function Probe() {
  view = useCollectionView({ paths, catalogue, itemParam: 'noteId' });
  return <p data-testid="where">{`${view.listPath}${view.search}`}</p>;
}

/** The routes a collection declares, as Mail and To-do do. */
function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/apps/notes/label/:labelHandle/:noteId?" element={<Probe />} />
        <Route path="/apps/notes/filter/:filterHandle/:noteId?" element={<Probe />} />
        <Route path="/apps/notes/:folderHandle/:noteId?" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the collection view in the URL', () => {
  it('reads a folder, a filter or a label, the open item and the search', () => {
    renderAt('/apps/notes/archive');
    expect(view.list).toEqual({ kind: 'folder', handle: 'archive' });
    expect(view.known).toBe(true);
    expect(view.itemId).toBeUndefined();

    renderAt('/apps/notes/filter/pinned/n%201?q=fleet');
    expect(view.list).toEqual({ kind: 'filter', handle: 'pinned' });
    expect(view.itemId).toBe('n 1');
    expect(view.q).toBe('fleet');

    renderAt('/apps/notes/label/work');
    expect(view.list).toEqual({ kind: 'label', handle: 'work' });
  });

  it('says when the collection has no such list', () => {
    renderAt('/apps/notes/label/nope');
    expect(view.list).toEqual({ kind: 'label', handle: 'nope' });
    expect(view.known).toBe(false);
  });

  it('keeps the query on the paths of items, and changes one value without dropping the others', () => {
    renderAt('/apps/notes/filter/pinned?q=fleet&sort=title');
    expect(view.itemPath('a/b')).toBe('/apps/notes/filter/pinned/a%2Fb?q=fleet&sort=title');
    act(() => view.setQuery({ sort: '', order: 'desc' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/apps/notes/filter/pinned?q=fleet&order=desc');
    expect(view.scope).toBe('/apps/notes/filter/pinned?q=fleet&order=desc');
  });

  it('writes the addresses of lists and items', () => {
    expect(paths.list(paths.defaultList)).toBe('/apps/notes/all');
    expect(paths.list({ kind: 'label', handle: 'work' })).toBe('/apps/notes/label/work');
    expect(paths.item({ kind: 'folder', handle: 'all' }, 'new', '?q=x')).toBe('/apps/notes/all/new?q=x');
  });
});
