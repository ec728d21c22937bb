import { mailFolders, mailLabels } from '@conecta/contracts/mail';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import LabelIcon from '@mui/icons-material/Label';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { mailNamespace } from './locales';
import { folderName, labelName } from './mailNames';
import { type SelectionKind, selectionKinds } from './selection';

interface MailListToolbarProps {
  loadedCount: number;
  selectedCount: number;
  busy: boolean;
  onSelect(kind: SelectionKind): void;
  onMove(folderId: number): void;
  onToggleLabel(labelId: number): void;
  onDelete(): void;
}

type MenuName = 'select' | 'move' | 'label';

/** Above the list: what to select, and what to do with the selected mails. */
export function MailListToolbar(props: MailListToolbarProps) {
  const { loadedCount, selectedCount, busy, onSelect, onMove, onToggleLabel, onDelete } = props;
  const { t } = useTranslation(mailNamespace);
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
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        minHeight: 52,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        checked={loadedCount > 0 && selectedCount === loadedCount}
        indeterminate={selectedCount > 0 && selectedCount < loadedCount}
        disabled={loadedCount === 0}
        onChange={(event) => onSelect(event.target.checked ? 'all' : 'none')}
        slotProps={{ input: { 'aria-label': t('selectAll') } }}
        data-testid="mail-select-all"
      />
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
      {selectedCount > 0 && (
        <>
          <Typography variant="body2" sx={{ mx: 1 }} role="status" data-testid="mail-selected-count">
            {t('selected', { count: selectedCount })}
          </Typography>
          {action('move', t('moveTo'), <DriveFileMoveIcon />)}
          {menuOf(
            'move',
            mailFolders.map((folder) => (
              <MenuItem
                key={folder.id}
                onClick={pick(() => onMove(folder.id))}
                data-testid={`mail-move-${folder.handle}`}
              >
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
        </>
      )}
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
    </Box>
  );
}
