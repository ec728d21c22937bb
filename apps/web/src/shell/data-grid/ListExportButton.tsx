import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { dataGridNamespace } from './locales';
import type { ServerList } from './useServerList';

/** Downloads the list as it is filtered and sorted; it waits, and says so, while the file is made. */
export function ListExportButton({
  list,
  testId,
}: {
  list: Pick<ServerList<unknown, string>, 'exportCsv' | 'exporting'>;
  testId: string;
}) {
  const { t } = useTranslation(dataGridNamespace);
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={() => void list.exportCsv()}
      loading={list.exporting}
      loadingPosition="start"
      data-testid={testId}
    >
      {list.exporting ? t('exporting') : t('exportCsv')}
    </Button>
  );
}
