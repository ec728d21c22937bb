import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/**
 * How many side panels and drawers are open now. The settings buttons on the window's edge hide while
 * any is, so they never sit on top of a panel's content (issue 14 item 1).
 */
const EdgeCoverContext = createContext<(change: 1 | -1) => void>(() => {});

export const EdgeCoverProvider = EdgeCoverContext;

/** The layout's count of open panels and the function panels report through. */
export function useEdgeCoverCount() {
  const [count, setCount] = useState(0);
  const report = useCallback((change: 1 | -1) => setCount((current) => Math.max(0, current + change)), []);
  return { covered: count > 0, report };
}

/** A side panel or drawer calls this with whether it is open: the edge buttons give way meanwhile. */
export function useCoversEdge(open: boolean): void {
  const report = useContext(EdgeCoverContext);
  useEffect(() => {
    if (!open) return;
    report(1);
    return () => report(-1);
  }, [open, report]);
}
