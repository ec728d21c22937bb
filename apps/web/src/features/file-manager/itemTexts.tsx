import type { FileManagerItem } from '@conecta/contracts/file-manager';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTranslation } from 'react-i18next';
import { fileManagerNamespace } from './locales';

/** The icon of an item's kind: a folder, a spreadsheet, an image, a PDF or another document. */
export function ItemIcon({ item, ...props }: { item: FileManagerItem } & SvgIconProps) {
  if (item.type === 'folder') return <FolderIcon color="warning" aria-hidden {...props} />;
  if (item.type === 'spreadsheet') return <TableChartOutlinedIcon color="success" aria-hidden {...props} />;
  if (item.contentType?.startsWith('image/')) return <ImageOutlinedIcon color="info" aria-hidden {...props} />;
  if (item.extention === 'pdf') return <PictureAsPdfOutlinedIcon color="error" aria-hidden {...props} />;
  return <DescriptionOutlinedIcon color="primary" aria-hidden {...props} />;
}

/** An item's type and owner in the user's language ('me' and 'public' are words of the API). */
export function useItemTexts() {
  const { t } = useTranslation(fileManagerNamespace);
  return {
    type: (item: FileManagerItem) => t(`type_${item.type}`),
    owner: (item: FileManagerItem) =>
      item.owner === 'me' ? t('owner_me') : item.owner === 'public' ? t('owner_public') : item.owner,
  };
}
