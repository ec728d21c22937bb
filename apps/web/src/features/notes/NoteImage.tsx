import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useStoredFileQuery } from '../../shell/files/api';

/** A note's image: a stored file, fetched with the token (an `<img>` cannot send one) and shown as a blob. */
export function NoteImage({ url, alt, maxHeight }: { url: string; alt: string; maxHeight?: number }) {
  const { data, isError } = useStoredFileQuery(url);
  if (isError) return null;
  if (!data) return <Skeleton variant="rectangular" height={120} />;
  return (
    <Box
      component="img"
      src={data}
      alt={alt}
      data-testid="note-image"
      sx={{ display: 'block', width: '100%', maxHeight, objectFit: 'cover' }}
    />
  );
}
