import { type Mail, mailFolderId, mailFolders, mailLabels } from '@conecta/contracts/mail';
import CheckIcon from '@mui/icons-material/Check';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import LabelIcon from '@mui/icons-material/Label';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailNamespace } from './locales';
import { folderName, labelName } from './mailNames';

export interface MailReaderActionsProps {
  mail: Mail;
  onMarkUnread(mail: Mail): void;
  onMove(mail: Mail, folderId: number): void;
  onToggleLabel(mail: Mail, labelId: number): void;
}

type MenuName = 'move' | 'label';

/**
 * The open mail's own mark-as-unread, move (to another folder) and label (each label checked when the mail has
 * it; picking one adds or removes it). Buttons and menus, so Tab, Enter, the arrows and Escape reach them all.
 */
export function MailReaderActions({ mail, onMarkUnread, onMove, onToggleLabel }: MailReaderActionsProps) {
  const { t } = useTranslation(mailNamespace);
  const [menu, setMenu] = useState<{ name: MenuName; anchor: HTMLElement } | null>(null);
  const ids = { move: useId(), label: useId() };
  const close = () => setMenu(null);
  const pick = (run: () => void) => () => {
    close();
    run();
  };
  const opener = (name: MenuName, label: string, icon: React.ReactNode) => (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={menu?.name === name}
        aria-controls={menu?.name === name ? ids[name] : undefined}
        onClick={(event) => setMenu({ name, anchor: event.currentTarget })}
        data-testid={`mail-reader-${name}`}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  // Drafts open in compose, never here; a mail is moved to any folder but its own and Drafts.
  const targets = mailFolders.filter((folder) => folder.id !== mail.folder && folder.id !== mailFolderId.drafts);
  return (
    <>
      <Tooltip title={t('markUnread')}>
        <IconButton aria-label={t('markUnread')} onClick={() => onMarkUnread(mail)} data-testid="mail-mark-unread">
          <MarkEmailUnreadIcon />
        </IconButton>
      </Tooltip>
      {opener('move', t('moveToFolder'), <DriveFileMoveIcon />)}
      <Menu
        id={ids.move}
        anchorEl={menu?.anchor}
        open={menu?.name === 'move'}
        onClose={close}
        data-testid="mail-reader-move-menu"
      >
        {targets.map((folder) => (
          <MenuItem
            key={folder.id}
            onClick={pick(() => onMove(mail, folder.id))}
            data-testid={`mail-reader-move-${folder.handle}`}
          >
            {folderName(t, folder.handle)}
          </MenuItem>
        ))}
      </Menu>
      {opener('label', t('labelMenu'), <LabelIcon />)}
      <Menu
        id={ids.label}
        anchorEl={menu?.anchor}
        open={menu?.name === 'label'}
        onClose={close}
        data-testid="mail-reader-label-menu"
      >
        {mailLabels.map((label) => {
          const has = mail.labels.includes(label.id);
          return (
            <MenuItem
              key={label.id}
              role="menuitemcheckbox"
              aria-checked={has}
              onClick={pick(() => onToggleLabel(mail, label.id))}
              data-testid={`mail-reader-label-${label.handle}`}
            >
              <ListItemIcon>
                <LabelIcon fontSize="small" sx={{ color: label.color }} />
              </ListItemIcon>
              <ListItemText primary={labelName(t, label.handle)} />
              {has && <CheckIcon fontSize="small" sx={{ marginInlineStart: 2 }} />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
