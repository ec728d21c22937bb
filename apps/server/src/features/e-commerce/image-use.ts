import { type FileUse, readableBy } from '../../uploads/uses';

/** Product images: pictures up to 5 MiB (type read from the bytes), with a square thumbnail for the lists; the catalogue is everyone's, so is reading them. */
export const productImageUse: FileUse = {
  name: 'e-commerce-product-image',
  maxBytes: 5 * 1024 * 1024,
  allowedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  thumbnailSize: 128,
  canRead: readableBy.anySignedInUser,
};
