import { useAppDispatch } from '../../app/hooks';
import { useLiveEvent } from '../../app/live/events';
import { mailApi, mailCountsTag } from './api';

/**
 * A mail from another console account arrived: the lists and the unread counts ask again, so it shows without
 * a reload. `ready`: the tab's stream is (back) up, and mail may have arrived while it was down.
 */
export function useMailLive() {
  const dispatch = useAppDispatch();
  useLiveEvent(['mail-arrived', 'ready'], () =>
    dispatch(mailApi.util.invalidateTags([{ type: 'Mail', id: 'LIST' }, mailCountsTag])),
  );
}
