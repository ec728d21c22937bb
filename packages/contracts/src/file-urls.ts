/** Where the API serves a stored file; `/thumbnail` after it gives the small copy of an image. */
export const filesPath = '/api/files';

/** Whether a photo URL points at a stored file of ours, which only a request with the token may read. */
export function isStoredFileUrl(url: string | undefined): url is string {
  return Boolean(url?.startsWith(`${filesPath}/`));
}

/** A stored file's URL exactly as the API makes it: its id, and `/thumbnail` for an image's small copy. */
const storedFileUrlPattern =
  /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/thumbnail)?$/i;

/**
 * The id in a stored file's URL when it is exactly one the API makes; undefined for anything else
 * (`/api/files/../devices/export`, another host), which is never fetched with the token.
 */
export function storedFileIdOf(url: string): string | undefined {
  return storedFileUrlPattern.exec(url)?.[1]?.toLowerCase();
}
