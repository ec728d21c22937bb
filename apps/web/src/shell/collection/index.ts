/** The collection kit: folder / list / reader applications (mail, to-do, contacts, notes…). See docs/collection-kit.md. */
export { BulkBar, type BulkBarProps } from './BulkBar';
export {
  CollectionLayout,
  type CollectionLayoutProps,
  sidePaneBreakpoint,
  sidePaneWidth,
  useSidePaneDocked,
} from './CollectionLayout';
export {
  type CollectionListQuery,
  CollectionListStates,
  type CollectionListStatesProps,
  type CollectionListTexts,
} from './CollectionListStates';
export {
  type CollectionCatalogue,
  type CollectionList,
  type CollectionListKind,
  type CollectionListParams,
  type CollectionPaths,
  type CollectionView,
  collectionPaths,
  listParams,
  sameList,
  useCollectionView,
} from './collectionView';
export {
  DensityToggle,
  type RowDensity,
  RowDensityProvider,
  useListDensity,
  useRowDensity,
} from './density';
export { ListReaderPanes, type ListReaderPanesProps } from './ListReaderPanes';
export { type RowDateOptions, rowDate, useRowDate } from './rowDate';
export { UnknownList, type UnknownListProps } from './UnknownList';
export { type ScopedSelection, useScopedSelection } from './useScopedSelection';
export { type OfferUndo, type UndoOffer, undoToastAnchor, undoWindowMs, useUndoToast } from './useUndoToast';
