import { isStoredFileUrl } from '@conecta/contracts/file-urls';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import { useStoredFileQuery } from '../../shell/files/api';

/**
 * A product image: stored files come through the API with the token (blob URLs, cached); a product
 * without one shows a neutral box, so every row keeps its height.
 */
export function StoredImage({ url, alt, size }: { url: string | undefined; alt: string; size: number }) {
  const stored = isStoredFileUrl(url);
  const { data: src } = useStoredFileQuery(url ?? '', { skip: !stored });
  const frame = {
    width: size,
    height: size,
    borderRadius: 1,
    flexShrink: 0,
    bgcolor: 'action.hover',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  } as const;
  if (!stored) {
    return (
      <Box sx={frame} aria-hidden>
        <Inventory2OutlinedIcon fontSize="small" color="disabled" />
      </Box>
    );
  }
  return (
    <Box sx={frame}>{src && <img src={src} alt={alt} width={size} height={size} style={{ objectFit: 'cover' }} />}</Box>
  );
}

/** The thumbnail URL of a product image (the upload module keeps a small square copy). */
export const thumbnailOf = (url: string) => (isStoredFileUrl(url) ? `${url}/thumbnail` : url);
