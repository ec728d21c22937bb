import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiFailure, readApiFailure } from '../../../app/apiFailure';
import { useAppDispatch } from '../../../app/hooks';
import { composeApi, mailListTag } from './composeApi';
import { type ComposeValues, draftOf, fingerprintOf } from './composeValues';

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing must pause before the draft is saved. */
export const autosaveDelayMs = 1000;

export interface SaveOutcome {
  saved: boolean;
  failure?: ApiFailure;
}

/**
 * Keeps the server's draft `draftId` in step with the form: saved once typing pauses, one save at a
 * time and in order, and only when something changed. The id never changes, so it is one draft.
 */
export function useDraftAutosave(draftId: string, initialValues: ComposeValues, existsOnServer: boolean) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<DraftStatus>('idle');
  const lastSaved = useRef(fingerprintOf(initialValues));
  const savedOnce = useRef(existsOnServer);
  const queue = useRef<Promise<SaveOutcome>>(Promise.resolve({ saved: true }));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(
    (values: ComposeValues, refreshLists = false): Promise<SaveOutcome> => {
      clearTimeout(timer.current);
      queue.current = queue.current.then(async () => {
        const fingerprint = fingerprintOf(values);
        if (fingerprint === lastSaved.current) {
          if (refreshLists && savedOnce.current) dispatch(composeApi.util.invalidateTags([mailListTag]));
          return { saved: true };
        }
        setStatus('saving');
        const request = dispatch(
          composeApi.endpoints.saveMailDraft.initiate({ draft: draftOf(draftId, values), refreshLists }),
        );
        try {
          await request.unwrap();
          lastSaved.current = fingerprint;
          savedOnce.current = true;
          setStatus('saved');
          return { saved: true };
        } catch (error) {
          setStatus('failed');
          return { saved: false, failure: readApiFailure(error) };
        } finally {
          request.reset();
        }
      });
      return queue.current;
    },
    [dispatch, draftId],
  );

  /** Saves once typing pauses; a failure shows in `status`, and again on its fields when sending. */
  const schedule = useCallback(
    (values: ComposeValues) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(values), autosaveDelayMs);
    },
    [save],
  );

  /** Whether closing now would lose something: changes since the last save, or a draft that exists. */
  const needsKeeping = useCallback(
    (values: ComposeValues) => savedOnce.current || fingerprintOf(values) !== lastSaved.current,
    [],
  );

  return { status, save, schedule, needsKeeping };
}
