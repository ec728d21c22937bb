import { describe, expect, it, vi } from 'vitest';
import type { AppDispatch } from '../../app/store';
import { applyLiveStreamEvent } from './liveSession';

describe('the chat’s share of the live stream', () => {
  it('folds in only the chat’s own events, and ignores those of other features or of the wrong shape', () => {
    const dispatch = vi.fn() as unknown as AppDispatch;
    expect(applyLiveStreamEvent(dispatch, { type: 'mail-arrived', mailId: 'm-1' })).toBe(false);
    expect(applyLiveStreamEvent(dispatch, { type: 'presence', contactId: 'c-ana' })).toBe(false);
    expect(dispatch).not.toHaveBeenCalled();
    expect(applyLiveStreamEvent(dispatch, { type: 'presence', contactId: 'c-ana', status: 'away' })).toBe(false);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });
});
