import type { FileManagerItem } from '@conecta/contracts/file-manager';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredFileQuery } from '../../shell/files/api';
import { fileSize } from '../../shell/files/fileSize';
import { useFileManagerItemQuery } from './api';
import { ItemIcon, useItemTexts } from './itemTexts';
import { fileManagerNamespace } from './locales';

/** A PDF shown in the page from its bytes (fetched with the token), in a frame the browser's viewer fills. */
function PdfPreview({ url, name }: { url: string; name: string }) {
  const { data: src } = useStoredFileQuery(url);
  if (!src) return <Skeleton variant="rectangular" height={240} />;
  return <iframe src={src} title={name} style={{ width: '100%', height: 320, border: 0 }} />;
}

function ImagePreview({ url, name }: { url: string; name: string }) {
  const { data: src } = useStoredFileQuery(url);
  if (!src) return <Skeleton variant="rectangular" height={200} />;
  return <img src={src} alt={name} style={{ width: '100%', maxHeight: 280, objectFit: 'contain' }} />;
}

/** The preview of an item: an image's thumbnail, a PDF in a frame, otherwise its type's icon. */
function Preview({ item }: { item: FileManagerItem }) {
  const { t } = useTranslation(fileManagerNamespace);
  if (item.preview) return <ImagePreview url={item.preview} name={item.name} />;
  if (item.url && item.contentType === 'application/pdf') return <PdfPreview url={item.url} name={item.name} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 3, color: 'text.secondary', gap: 1 }}>
      <ItemIcon item={item} fontSize="large" />
      {item.type !== 'folder' && <Typography variant="body2">{t('noPreview')}</Typography>}
    </Box>
  );
}

export interface FileDetailsProps {
  id: string;
  onClose(): void;
  onDownload(item: FileManagerItem): void;
  /** The actions the page offers on the item (rename, move, trash…). */
  actions(item: FileManagerItem): ReactNode;
}

/** The details panel: the preview and every field of the item, read fresh (opening it sets its opened time). */
export function FileDetails({ id, onClose, onDownload, actions }: FileDetailsProps) {
  const { t, i18n } = useTranslation(fileManagerNamespace);
  const { data: item, isError } = useFileManagerItemQuery(id);
  const texts = useItemTexts();
  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
      : t('never');
  const rows: [string, string][] = item
    ? [
        [t('field_type'), texts.type(item)],
        [t('field_owner'), texts.owner(item)],
        [t('field_size'), item.type === 'folder' ? '—' : fileSize(item.size, i18n.language)],
        [t('field_location'), item.location],
        [t('field_modified'), date(item.modified)],
        [t('field_opened'), date(item.opened)],
        [t('field_created'), date(item.created)],
        [t('field_extention'), item.extention || '—'],
        [t('field_offline'), item.offline ? t('yes') : t('no')],
      ]
    : [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('details')}
      sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}
      data-testid="file-manager-details"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {item?.name ?? t('details')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('closeDetails')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {isError && <Typography color="error">{t('loadFailed')}</Typography>}
      {!item && !isError && <Skeleton variant="rectangular" height={200} />}
      {item && (
        <>
          <Preview item={item} />
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {item.url && (
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => onDownload(item)}>
                {t('download')}
              </Button>
            )}
            {actions(item)}
          </Box>
        </>
      )}
    </Paper>
  );
}
