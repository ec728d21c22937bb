import { type MailListItem, mailFolders, mailLabels } from '@conecta/contracts/mail';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import LabelIcon from '@mui/icons-material/Label';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar, type ScopedSelection } from '../../shell/collection';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { mailNamespace } from './locales';
import { folderName, labelName } from './mailNames';
import { selectionKinds, selectMails } from './selection';
import type { MailActions } from './useMailActions';

interface MailListToolbarProps {
  /** The loaded mails, and which of them are selected. */
  mails: readonly MailListItem[];
  selection: ScopedSelection;
  actions: MailActions;
  /** The selected mails were changed (moved, labelled, deleted): these ids. */
  onChanged(ids: string[]): void;
}

type MenuName = 'select' | 'move' | 'label';

/** Above the list: what to select, and what to do with the selected mails. */
export function MailListToolbar(props: MailListToolbarProps) {
  const { mails, selection, actions } = props;
  const { t } = useTranslation(mailNamespace);
  const loadedCount = mails.length;
  const selectedCount = selection.selected.size;
  const busy = actions.busy;
  const onSelect = (kind: (typeof selectionKinds)[number]) => selection.select(selectMails(mails, kind));
  /** Runs a change on the selection; once it is done the selection is cleared. */
  const bulk = async (work: (ids: string[]) => Promise<boolean>) => {
    const ids = [...selection.selected];
    if (await work(ids)) {
      selection.clear();
      props.onChanged(ids);
    }
  };
  const onMove = (folderId: number) => void bulk((ids) => actions.move(ids, folderId));
  const onToggleLabel = (labelId: number) => void bulk((ids) => actions.toggleLabel(ids, labelId));
  const onDelete = () => void bulk(actions.remove);
  const [menu, setMenu] = useState<{ name: MenuName; anchor: HTMLElement } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const open = (name: MenuName) => (event: React.MouseEvent<HTMLElement>) =>
    setMenu({ name, anchor: event.currentTarget });
  const close = () => setMenu(null);
  const pick = (action: () => void) => () => {
    close();
    action();
  };
  const menuOf = (name: MenuName, items: ReactNode) => (
    <Menu anchorEl={menu?.anchor} open={menu?.name === name} onClose={close} data-testid={`mail-${name}-menu`}>
      {items}
    </Menu>
  );
  const action = (name: MenuName, title: string, icon: ReactNode) => (
    <Tooltip title={title}>
      <span>
        <IconButton
          aria-label={title}
          aria-haspopup="menu"
          disabled={busy}
          onClick={open(name)}
          data-testid={`mail-${name}`}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <BulkBar
      shown={loadedCount}
      selected={selectedCount}
      onSelectAll={(all) => onSelect(all ? 'all' : 'none')}
      texts={{ selectAll: t('selectAll'), selectedCount: t('selected', { count: selectedCount }) }}
      testId="mail"
      selectTools={
        <>
          <Tooltip title={t('selectMenu')}>
            <IconButton
              aria-label={t('selectMenu')}
              aria-haspopup="menu"
              onClick={open('select')}
              data-testid="mail-select-menu-button"
            >
              <ArrowDropDownIcon />
            </IconButton>
          </Tooltip>
          {menuOf(
            'select',
            selectionKinds.map((kind) => (
              <MenuItem key={kind} onClick={pick(() => onSelect(kind))} data-testid={`mail-select-${kind}`}>
                {t(`select_${kind}`)}
              </MenuItem>
            )),
          )}
        </>
      }
    >
      {action('move', t('moveTo'), <DriveFileMoveIcon />)}
      {menuOf(
        'move',
        mailFolders.map((folder) => (
          <MenuItem key={folder.id} onClick={pick(() => onMove(folder.id))} data-testid={`mail-move-${folder.handle}`}>
            {folderName(t, folder.handle)}
          </MenuItem>
        )),
      )}
      {action('label', t('toggleLabel'), <LabelIcon />)}
      {menuOf(
        'label',
        mailLabels.map((label) => (
          <MenuItem
            key={label.id}
            onClick={pick(() => onToggleLabel(label.id))}
            data-testid={`mail-label-${label.handle}`}
          >
            <LabelIcon fontSize="small" sx={{ color: label.color, marginInlineEnd: 1 }} />
            {labelName(t, label.handle)}
          </MenuItem>
        )),
      )}
      <Tooltip title={t('deleteForever')}>
        <span>
          <IconButton
            aria-label={t('deleteForever')}
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="mail-delete"
          >
            <DeleteForeverIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        message={t('deleteMessage', { count: selectedCount })}
        confirmLabel={t('deleteForever')}
        cancelLabel={t('cancel')}
        destructive
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      />
    </BulkBar>
  );
}
