import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { keepsForms } from '../form/keepsForms';

/** The three kinds of list a collection's side pane offers. */
const collectionListKinds = ['folder', 'filter', 'label'] as const;
export type CollectionListKind = (typeof collectionListKinds)[number];

/** Which list the URL names: a folder, a filter or a label, by its handle. */
export interface CollectionList {
  kind: CollectionListKind;
  handle: string;
}

/** The handles of the lists a collection has, by kind (from its contract). */
export type CollectionCatalogue = Record<CollectionListKind, readonly string[]>;

/** A list as the list endpoints take it: `{ folderHandle }`, `{ filterHandle }` or `{ labelHandle }`. */
export type CollectionListParams = Partial<Record<`${CollectionListKind}Handle`, string>>;

export const listParams = (list: CollectionList): CollectionListParams => ({ [`${list.kind}Handle`]: list.handle });

export const sameList = (a: CollectionList, b: CollectionList) => a.kind === b.kind && a.handle === b.handle;

/**
 * The addresses of a collection under `base`: `base/<folder>`, `base/filter/<handle>`,
 * `base/label/<handle>`, each followed by `/<itemId>` for an open item. Its routes declare
 * `:folderHandle`, `filter/:filterHandle` and `label/:labelHandle` with an optional item parameter.
 */
export function collectionPaths(base: string, defaultFolder: string) {
  const list = (of: CollectionList) =>
    of.kind === 'folder' ? `${base}/${of.handle}` : `${base}/${of.kind}/${of.handle}`;
  return {
    defaultList: { kind: 'folder', handle: defaultFolder } as CollectionList,
    list,
    /** An item over its list, with the list's query string (`search` is `''` or starts with `?`). */
    item: (of: CollectionList, itemId: string, search = '') => `${list(of)}/${encodeURIComponent(itemId)}${search}`,
  };
}

export type CollectionPaths = ReturnType<typeof collectionPaths>;

export interface CollectionViewOptions {
  paths: CollectionPaths;
  catalogue: CollectionCatalogue;
  /** The route parameter of the open item (`mailId`, `todoId`). */
  itemParam: string;
}

/** Reads the list of route parameters `folderHandle`, `filterHandle` or `labelHandle` (a folder by default). */
export function listOf(params: Readonly<Record<string, string | undefined>>, defaultFolder: string): CollectionList {
  if (params.labelHandle) return { kind: 'label', handle: params.labelHandle };
  if (params.filterHandle) return { kind: 'filter', handle: params.filterHandle };
  return { kind: 'folder', handle: params.folderHandle ?? defaultFolder };
}

/**
 * The view of a collection page as its URL holds it: the list, whether the collection has it, the
 * open item, the quick search `q` and the rest of the query string, and a setter of query values.
 */
export function useCollectionView({ paths, catalogue, itemParam }: CollectionViewOptions) {
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { kind, handle } = listOf(params, paths.defaultList.handle);
  const list = useMemo<CollectionList>(() => ({ kind, handle }), [kind, handle]);
  const query = searchParams.toString();

  /** Changes the query string (an empty value removes its name), keeping the list and the open item. */
  const setQuery = useCallback(
    (changes: Record<string, string>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        // The list's search and sort, kept in the address: an open item's form stays open, unasked.
        { replace: true, state: keepsForms },
      ),
    [setSearchParams],
  );

  return {
    list,
    known: catalogue[kind].includes(handle),
    itemId: params[itemParam],
    q: searchParams.get('q') ?? '',
    searchParams,
    /** The query string to keep on links within the view: `''` or `?…`. */
    search: query ? `?${query}` : '',
    /** A key that changes with the list and its query: what a selection belongs to. */
    scope: `${paths.list(list)}?${query}`,
    setQuery,
    listPath: paths.list(list),
    itemPath: (itemId: string) => paths.item(list, itemId, query ? `?${query}` : ''),
  };
}

export type CollectionView = ReturnType<typeof useCollectionView>;
