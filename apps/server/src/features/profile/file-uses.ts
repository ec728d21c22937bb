import { filesPath } from '@conecta/contracts/files';
import { profileImageTypes, profileLimits, profileMediaTypes } from '@conecta/contracts/profile';
import { sql } from 'drizzle-orm';
import { type FileUse, readableBy } from '../../uploads';
import { profileAbout, profileMedia } from './table';

/** A photo or video of the profile: up to 10 MiB of an everyday image or an MP4/WebM video, read by its owner. */
export const profileMediaUse: FileUse = {
  name: 'profile-media',
  maxBytes: profileLimits.mediaBytes,
  allowedTypes: profileMediaTypes,
  thumbnailSize: 512,
  canRead: readableBy.ownerOnly,
  isReferenced: (file) =>
    sql`exists (select 1 from ${profileMedia} where ${profileMedia.url} = ${filesPath} || '/' || ${file.id})`,
};

/** The profile's cover image: up to 5 MiB, read by its owner. */
export const profileCoverUse: FileUse = {
  name: 'profile-cover',
  maxBytes: profileLimits.coverBytes,
  allowedTypes: profileImageTypes,
  canRead: readableBy.ownerOnly,
  isReferenced: (file) =>
    sql`exists (select 1 from ${profileAbout} where ${profileAbout.coverUrl} = ${filesPath} || '/' || ${file.id})`,
};
