import { fileMessages } from '@conecta/contracts/file-uses';
import { type MailAttachment, mailLimits } from '@conecta/contracts/mail';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpload } from '../../../app/upload';
import { useUploadUsageQuery } from '../../../shell/files/api';
import { fileSize } from '../../../shell/files/fileSize';
import { mailComposeNamespace } from './locales';

export const attachmentUploadUrl = '/api/mail-app/attachments';

interface Upload {
  key: number;
  fileName: string;
  size: number;
  progress: number;
  controller: AbortController;
}

export interface AttachmentsFieldProps {
  attachments: MailAttachment[];
  onAdd(attachment: MailAttachment): void;
  onRemove(attachment: MailAttachment): void;
  /** How many files are still on their way (sending waits for them). */
  onUploadingChange(count: number): void;
  /** The server's sentence about the attachments. */
  error?: string;
}

let nextKey = 0;

/** Files attached through the upload call, each with its progress; any can be removed before sending. */
export function AttachmentsField({ attachments, onAdd, onRemove, onUploadingChange, error }: AttachmentsFieldProps) {
  const { t, i18n } = useTranslation(mailComposeNamespace);
  const sendFile = useUpload();
  // Asked again at each opening and after each upload: other tabs and deleted mail change it too.
  const usage = useUploadUsageQuery(undefined, { refetchOnMountOrArgChange: true });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const inFlight = useRef(new Set<AbortController>());

  useEffect(() => onUploadingChange(uploads.length), [uploads.length, onUploadingChange]);
  // Files still uploading when the dialog goes are abandoned.
  useEffect(
    () => () => {
      for (const controller of inFlight.current) controller.abort();
    },
    [],
  );

  const upload = async (file: File) => {
    const upload: Upload = {
      key: nextKey++,
      fileName: file.name,
      size: file.size,
      progress: 0,
      controller: new AbortController(),
    };
    const update = (change: Partial<Upload>) =>
      setUploads((all) => all.map((item) => (item.key === upload.key ? { ...item, ...change } : item)));
    inFlight.current.add(upload.controller);
    setUploads((all) => [...all, upload]);
    const result = await sendFile<MailAttachment>({
      url: attachmentUploadUrl,
      file,
      signal: upload.controller.signal,
      onProgress: (fraction) => update({ progress: Math.round(fraction * 100) }),
    });
    inFlight.current.delete(upload.controller);
    setUploads((all) => all.filter((item) => item.key !== upload.key));
    if (result.ok) {
      onAdd(result.data);
      void usage.refetch();
    } else if (!result.aborted && !result.sessionEnded) {
      const { status, message } = result.failure;
      const key =
        message?.code === fileMessages.quotaExceeded
          ? 'storageFull'
          : status === 413
            ? 'attachmentTooLarge'
            : status === 415
              ? 'attachmentRefused'
              : 'attachmentFailed';
      setProblems((all) => [...all, t(key, { name: file.name })]);
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    const found: string[] = [];
    let room = mailLimits.attachments - attachments.length - uploads.length;
    for (const file of files) {
      if (file.size > mailLimits.attachmentBytes) found.push(t('attachmentTooLarge', { name: file.name }));
      else if (room <= 0) found.push(t('tooManyAttachments'));
      else {
        room -= 1;
        void upload(file);
      }
    }
    setProblems([...new Set(found)]);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" startIcon={<AttachFile />} size="small">
          {t('attach')}
          <input hidden multiple type="file" onChange={pick} data-testid="compose-file-input" />
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('attachmentsHint')}
        </Typography>
        <StorageUsage usage={usage.data} language={i18n.language} />
      </Box>
      {(attachments.length > 0 || uploads.length > 0) && (
        <List dense aria-label={t('attachments')}>
          {attachments.map((attachment) => (
            <AttachmentRow
              key={attachment.url}
              fileName={attachment.fileName}
              removeLabel={t('removeAttachment', { name: attachment.fileName })}
              onRemove={() => onRemove(attachment)}
              secondary={fileSize(attachment.size, i18n.language)}
            />
          ))}
          {uploads.map((item) => (
            <AttachmentRow
              key={item.key}
              fileName={item.fileName}
              removeLabel={t('removeAttachment', { name: item.fileName })}
              onRemove={() => item.controller.abort()}
              secondary={
                <LinearProgress
                  variant="determinate"
                  value={item.progress}
                  aria-label={t('uploading', { name: item.fileName })}
                  sx={{ mt: 1 }}
                />
              }
            />
          ))}
        </List>
      )}
      {[...problems, ...(error ? [error] : [])].map((problem) => (
        <Alert key={problem} severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ))}
    </Box>
  );
}

/** One file of the list, stored or still on its way (then its progress stands below its name). */
function AttachmentRow({
  fileName,
  removeLabel,
  onRemove,
  secondary,
}: {
  fileName: string;
  removeLabel: string;
  onRemove(): void;
  secondary: ReactNode;
}) {
  return (
    <ListItem
      secondaryAction={
        <IconButton edge="end" aria-label={removeLabel} onClick={onRemove}>
          <Close />
        </IconButton>
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <InsertDriveFileOutlined />
      </ListItemIcon>
      <ListItemText
        primary={fileName}
        secondary={secondary}
        slotProps={{ primary: { noWrap: true }, secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}

/** "12.3 MB of 100 MB used": the account's storage, so a full quota is no surprise. Nothing until it is known. */
function StorageUsage({ usage, language }: { usage?: { usedBytes?: number; quotaBytes?: number }; language: string }) {
  const { t } = useTranslation(mailComposeNamespace);
  if (typeof usage?.usedBytes !== 'number' || typeof usage.quotaBytes !== 'number') return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="storage-usage">
      {t('storageUsed', { used: fileSize(usage.usedBytes, language), quota: fileSize(usage.quotaBytes, language) })}
    </Typography>
  );
}
