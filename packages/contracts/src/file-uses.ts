import { defineMessages } from './messages';

/** The multipart field every upload route reads its file from. */
export const uploadFieldName = 'file';

/** Avatars: at most 2 MiB, only these image types (read from the bytes, never from the name). */
export const avatarMaxBytes = 2 * 1024 * 1024;
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Messages the upload routes answer with; the web shows them in its language by these texts' keys. */
export const fileMessages = defineMessages('file', {
  notMultipart: 'Send the file as multipart/form-data in the field "file".',
  missing: 'Choose a file to upload.',
  empty: 'The file is empty.',
  tooLarge: 'The file is too large.',
  typeNotAllowed: 'This type of file is not accepted here.',
  unreadableImage: 'The image could not be read.',
  notFound: 'No such file.',
  quotaExceeded: 'Your file storage is full. Delete mails with attachments you no longer need to make room.',
  uploadNotFound: 'This upload is no longer on the server: start it again.',
  uploadOffset: 'The upload goes on from another place: ask where it stands and send from there.',
  uploadSize: 'The upload is not the size it was started with.',
  uploadIncomplete: 'The upload is not complete yet.',
  uploadUse: 'Files of this kind cannot be uploaded in parts.',
});

/** Resumable uploads (`POST` starts one, `PATCH …/<id>` appends at `upload-offset`, `GET …/<id>` says where it stands). */
export const resumableUploadPath = '/api/uploads/resumable';
/** The most a part of a resumable upload may carry; the server says the size it wants in each answer. */
export const resumableUploadPartBytes = 1024 * 1024;

/** Where the signed-in account's storage use and quota are read (`GET`: `{ usedBytes, quotaBytes }`). */
export const uploadUsagePath = '/api/uploads/usage';
