import { avatarMaxBytes, avatarTypes } from '@conecta/contracts/file-uses';
import { type FileUse, readableBy } from '../../uploads';

/** A contact's photo: an everyday image of up to 2 MiB, seen only by the address book's owner. */
export const contactAvatarUse: FileUse = {
  name: 'contacts-avatar',
  maxBytes: avatarMaxBytes,
  allowedTypes: avatarTypes,
  thumbnailSize: 128,
  canRead: readableBy.ownerOnly,
};
