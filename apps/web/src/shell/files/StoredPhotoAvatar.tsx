import Avatar from '@mui/material/Avatar';
import { useStoredFileQuery } from './api';
import type { PhotoAvatarProps } from './PhotoAvatar';

/** The avatar of a stored photo, from the cached blob URL of `useStoredFileQuery`. */
export default function StoredPhotoAvatar({ photoURL, ...props }: PhotoAvatarProps & { photoURL: string }) {
  const { data: objectUrl } = useStoredFileQuery(photoURL);
  return <Avatar src={objectUrl} {...props} />;
}
