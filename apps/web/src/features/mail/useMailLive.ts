import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { subscribeLiveEvents } from '../../app/liveEvents';
import { mailApi } from './api';

/** A mail from another console account arrived: the lists ask again, so it shows without a reload. */
export function useMailLive() {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        // `ready`: the stream is (back) up, and mail may have arrived while it was down.
        if (event.type === 'mail-arrived' || event.type === 'ready') {
          dispatch(mailApi.util.invalidateTags([{ type: 'Mail', id: 'LIST' }]));
        }
      }),
    [dispatch],
  );
}
