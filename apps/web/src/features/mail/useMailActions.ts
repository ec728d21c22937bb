import { type Mail, type MailListItem, mailFolderId, mailFolders } from '@conecta/contracts/mail';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { useUndoToast } from '../../shell/collection';
import { showMessage } from '../../shell/message/messageSlice';
import {
  isWholeMail,
  mailApi,
  useDeleteMailsMutation,
  useSetMailFolderMutation,
  useToggleMailLabelMutation,
  useUpdateMailMutation,
} from './api';
import { mailNamespace } from './locales';
import { folderName, labelById, labelName } from './mailNames';

/**
 * The writes of the page, each saying how it went; resolve true when done. A move (to the trash too)
 * and a label are named in the kit's undo toast, whose Undo makes the inverse call.
 */
export function useMailActions() {
  const { t } = useTranslation(mailNamespace);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { offerUndo, toast } = useUndoToast({ testId: 'mail-undo' });
  const [setFolder, folderState] = useSetMailFolderMutation();
  const [toggleLabel, labelState] = useToggleMailLabelMutation();
  const [deleteMails, deleteState] = useDeleteMailsMutation();
  const [updateMail] = useUpdateMailMutation();

  const failed = () => dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));
  /** The whole mail of a list row (rows carry an excerpt, not the body): read by id, from the cache when there. */
  const whole = async (mail: Mail | MailListItem): Promise<Mail> =>
    isWholeMail(mail) ? mail : dispatch(mailApi.endpoints.getMail.initiate(mail.id, { subscribe: false })).unwrap();
  const run = async (work: Promise<unknown>, done?: string) => {
    try {
      await work;
      if (done) dispatch(showMessage({ message: done, variant: 'success' }));
      return true;
    } catch {
      failed();
      return false;
    }
  };

  /** The folders the mails are in now, as the page has them loaded (lists and open mails), by folder. */
  const byFolder = (ids: string[]): Map<number, string[]> => {
    const state = store.getState() as Parameters<typeof mailApi.util.selectInvalidatedBy>[0];
    const wanted = new Set(ids);
    const folders = new Map<string, number>();
    const note = (mail: Mail | MailListItem) => wanted.has(mail.id) && folders.set(mail.id, mail.folder);
    for (const entry of mailApi.util.selectInvalidatedBy(state, ['Mail'])) {
      if (entry.endpointName === 'getMails') {
        const args = entry.originalArgs as Parameters<typeof mailApi.endpoints.getMails.select>[0];
        for (const page of mailApi.endpoints.getMails.select(args)(state).data?.pages ?? [])
          for (const mail of page.items) note(mail);
      } else if (entry.endpointName === 'getMail') {
        const mail = mailApi.endpoints.getMail.select(entry.originalArgs as string)(state).data;
        if (mail) note(mail);
      }
    }
    const groups = new Map<number, string[]>();
    for (const [id, folder] of folders) groups.set(folder, [...(groups.get(folder) ?? []), id]);
    return groups;
  };

  return {
    busy: folderState.isLoading || labelState.isLoading || deleteState.isLoading,
    failed,
    /** The toast of the undoable actions: render it once in the page. */
    toast,
    move: async (ids: string[], folderId: number) => {
      const before = byFolder(ids);
      if (!(await run(setFolder({ selectedMailIds: ids, folderId }).unwrap()))) return false;
      const handle = mailFolders.find((folder) => folder.id === folderId)?.handle ?? '';
      offerUndo({
        message:
          folderId === mailFolderId.trash
            ? t('movedToTrash', { count: ids.length })
            : t('moved', { count: ids.length, folder: folderName(t, handle) }),
        // Each back to the folder it came from.
        undo: () =>
          run(
            Promise.all(
              [...before].map(([folder, moved]) => setFolder({ selectedMailIds: moved, folderId: folder }).unwrap()),
            ),
          ),
      });
      return true;
    },
    toggleLabel: async (ids: string[], labelId: number) => {
      if (!(await run(toggleLabel({ selectedMailIds: ids, labelId }).unwrap()))) return false;
      const handle = labelById(labelId)?.handle ?? '';
      offerUndo({
        message: t('labelToggled', { count: ids.length, label: labelName(t, handle) }),
        // Toggling again puts each mail's label back as it was.
        undo: () => run(toggleLabel({ selectedMailIds: ids, labelId }).unwrap()),
      });
      return true;
    },
    remove: (ids: string[]) => run(deleteMails({ selectedMailIds: ids }).unwrap(), t('deleted', { count: ids.length })),
    whole,
    toggleStar: (mail: Mail | MailListItem) =>
      run(whole(mail).then((full) => updateMail({ ...full, starred: !mail.starred }).unwrap())),
  };
}

export type MailActions = ReturnType<typeof useMailActions>;
