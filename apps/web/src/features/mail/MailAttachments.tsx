import type { MailAttachment } from '@conecta/contracts/mail';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { filesApi, useStoredFileQuery } from '../../shell/files/api';
import { fileSize } from '../../shell/files/fileSize';
import { showMessage } from '../../shell/message/messageSlice';
import { mailNamespace } from './locales';

function Preview({ url, fileName }: { url: string; fileName: string }) {
  const { data } = useStoredFileQuery(url);
  return data ? (
    <Box
      component="img"
      src={data}
      alt={fileName}
      sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
    />
  ) : (
    <InsertDriveFileIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
  );
}

/** The attached files: a preview (images), the name and size, and a download through the token. */
export function MailAttachments({ attachments }: { attachments: MailAttachment[] }) {
  const { t, i18n } = useTranslation(mailNamespace);
  const [fetchFile] = filesApi.useLazyStoredFileQuery();
  const dispatch = useAppDispatch();
  if (attachments.length === 0) return null;
  const download = async (attachment: MailAttachment) => {
    try {
      // Through the API client, which sends the token: a plain link could not.
      const blobUrl = await fetchFile(attachment.url, true).unwrap();
      const link = document.createElement('a');
      link.href = blobUrl;
      link.download = attachment.fileName;
      link.click();
    } catch {
      dispatch(showMessage({ message: t('downloadFailed'), variant: 'error' }));
    }
  };
  return (
    <Box component="section" aria-label={t('attachments', { count: attachments.length })} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('attachments', { count: attachments.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {attachments.map((attachment) => (
          <Paper
            key={attachment.url}
            variant="outlined"
            data-testid="mail-attachment"
            sx={{ p: 1.5, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, width: 160 }}
          >
            {attachment.preview ? (
              <Preview url={attachment.preview} fileName={attachment.fileName} />
            ) : (
              <InsertDriveFileIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
            )}
            <Typography variant="body2" noWrap sx={{ maxWidth: '100%' }} title={attachment.fileName} dir="auto">
              {attachment.fileName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {fileSize(attachment.size, i18n.language)}
            </Typography>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => void download(attachment)}
              aria-label={`${t('download')} ${attachment.fileName}`}
            >
              {t('download')}
            </Button>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
