import type { ProfileMediaKind } from '@conecta/contracts/profile';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useStoredFileQuery } from '../../shell/files/api';

/**
 * A stored photo or video: its bytes are served only with the token, so they are fetched with it and shown from a
 * blob URL (a photo from its thumbnail); a placeholder until then.
 */
export function StoredMedia({
  url,
  type,
  title,
  sx,
}: {
  url: string;
  type: ProfileMediaKind;
  title: string;
  sx?: SxProps<Theme>;
}) {
  const { data: objectUrl } = useStoredFileQuery(type === 'photo' ? `${url}/thumbnail` : url);
  if (!objectUrl) return <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%', ...sx }} />;
  return type === 'video' ? (
    <Box
      component="video"
      src={objectUrl}
      controls
      aria-label={title}
      sx={{ width: '100%', display: 'block', ...sx }}
    />
  ) : (
    <Box
      component="img"
      src={objectUrl}
      alt={title}
      sx={{ width: '100%', display: 'block', objectFit: 'cover', ...sx }}
    />
  );
}
