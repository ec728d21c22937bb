import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScopedSelection } from './useScopedSelection';

describe('a scoped selection', () => {
  it('selects, toggles and clears', () => {
    const { result } = renderHook(() => useScopedSelection('/inbox'));
    act(() => result.current.select(['a', 'b']));
    expect([...result.current.selected]).toEqual(['a', 'b']);
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('c'));
    expect([...result.current.selected].sort()).toEqual(['b', 'c']);
    act(() => result.current.toggle('b', true));
    expect(result.current.selected.has('b')).toBe(true);
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });

  it('starts empty in another list, and does not bring the old selection back on return', () => {
    const { result, rerender } = renderHook(({ scope }) => useScopedSelection(scope), {
      initialProps: { scope: '/inbox' },
    });
    act(() => result.current.select(['a']));
    rerender({ scope: '/sent' });
    expect(result.current.selected.size).toBe(0);
    rerender({ scope: '/inbox' });
    expect(result.current.selected.size).toBe(0);
  });

  it('keeps its toggle stable within a list, so memoised rows are not drawn again', () => {
    const { result, rerender } = renderHook(({ scope }) => useScopedSelection(scope), {
      initialProps: { scope: '/inbox' },
    });
    const first = result.current.toggle;
    act(() => result.current.toggle('a'));
    rerender({ scope: '/inbox' });
    expect(result.current.toggle).toBe(first);
  });
});
