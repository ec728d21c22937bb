/** Where the API serves a stored file; `/thumbnail` after it gives the small copy of an image. */
export const filesPath = '/api/files';

/** Whether a photo URL points at a stored file of ours, which only a request with the token may read. */
export function isStoredFileUrl(url: string | undefined): url is string {
  return Boolean(url?.startsWith(`${filesPath}/`));
}
