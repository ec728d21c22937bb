import { isStoredFileUrl } from '@conecta/contracts/file-urls';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { Suspense } from 'react';
import { lazyWithRetry } from '../recovery/retryImport';

// Only a page that shows a stored photo loads the code (and the API client) that fetches it.
const StoredPhotoAvatar = lazyWithRetry(() => import('./StoredPhotoAvatar'));

export interface PhotoAvatarProps extends Omit<AvatarProps, 'src'> {
  photoURL?: string | undefined;
}

/**
 * An MUI Avatar whose photo may be a file stored by our API. Those are served only with the bearer
 * token, which an `<img src>` cannot send, so they are fetched with it and shown from a blob URL;
 * any other URL (an outside provider's picture) goes straight to the `<img>`. Until the photo is
 * there, or when it cannot be had, the avatar shows its children (the initials).
 */
export function PhotoAvatar({ photoURL, ...props }: PhotoAvatarProps) {
  if (!isStoredFileUrl(photoURL)) return <Avatar src={photoURL || undefined} {...props} />;
  return (
    <Suspense fallback={<Avatar {...props} />}>
      <StoredPhotoAvatar photoURL={photoURL} {...props} />
    </Suspense>
  );
}
