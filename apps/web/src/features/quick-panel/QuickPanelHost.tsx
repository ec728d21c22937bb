import { Suspense, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useCoversEdge } from '../../shell/layout/edgeCover';
import { lazyWithRetry } from '../../shell/recovery';
import { quickPanelClosed, selectQuickPanelOpen } from './quickPanelSlice';

// The panel's code and its data load the first time it is opened.
const QuickPanel = lazyWithRetry(() => import('./QuickPanel'));

/** The quick panel's place in the layout: nothing until it is first opened, then its drawer. */
export function QuickPanelHost() {
  const open = useAppSelector(selectQuickPanelOpen);
  const dispatch = useAppDispatch();
  useCoversEdge(open);
  const wanted = useRef(false);
  wanted.current ||= open;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <QuickPanel open={open} onClose={() => dispatch(quickPanelClosed())} />
    </Suspense>
  );
}
