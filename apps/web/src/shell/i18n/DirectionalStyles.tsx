import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { Direction } from './languages';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | undefined;

/** Fetches the right-to-left styling (the stylis plugin), which only Arabic needs. */
export async function loadRtlStyles(): Promise<void> {
  rtlCache ??= (await import('./rtlCache')).rtlCache;
}

/**
 * Emotion's style cache for the current direction. The provider stays in place when the
 * direction changes, so the page keeps its state and only its styles are written again.
 */
export function DirectionalStyles({ direction, children }: { direction: Direction; children: ReactNode }) {
  const [, setRtlReady] = useState(Boolean(rtlCache));
  useEffect(() => {
    if (direction === 'rtl' && !rtlCache) void loadRtlStyles().then(() => setRtlReady(true));
  }, [direction]);
  return <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>{children}</CacheProvider>;
}
