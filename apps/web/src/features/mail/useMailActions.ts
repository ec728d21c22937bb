import type { Mail } from '@conecta/contracts/mail';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { showMessage } from '../../shell/message/messageSlice';
import {
  useDeleteMailsMutation,
  useSetMailFolderMutation,
  useToggleMailLabelMutation,
  useUpdateMailMutation,
} from './api';
import { mailNamespace } from './locales';

/** The writes of the page, each saying in the snackbar how it went; resolve true when done. */
export function useMailActions() {
  const { t } = useTranslation(mailNamespace);
  const dispatch = useAppDispatch();
  const [setFolder, folderState] = useSetMailFolderMutation();
  const [toggleLabel, labelState] = useToggleMailLabelMutation();
  const [deleteMails, deleteState] = useDeleteMailsMutation();
  const [updateMail] = useUpdateMailMutation();

  const run = async (work: Promise<unknown>, done?: string) => {
    try {
      await work;
      if (done) dispatch(showMessage({ message: done, variant: 'success' }));
      return true;
    } catch {
      dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));
      return false;
    }
  };
  const failed = () => dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));

  return {
    busy: folderState.isLoading || labelState.isLoading || deleteState.isLoading,
    failed,
    move: (ids: string[], folderId: number) =>
      run(setFolder({ selectedMailIds: ids, folderId }).unwrap(), t('actionDone', { count: ids.length })),
    toggleLabel: (ids: string[], labelId: number) =>
      run(toggleLabel({ selectedMailIds: ids, labelId }).unwrap(), t('actionDone', { count: ids.length })),
    remove: (ids: string[]) => run(deleteMails({ selectedMailIds: ids }).unwrap(), t('deleted', { count: ids.length })),
    toggleStar: (mail: Mail) => run(updateMail({ ...mail, starred: !mail.starred }).unwrap()),
  };
}

export type MailActions = ReturnType<typeof useMailActions>;
