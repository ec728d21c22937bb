import { type AvatarResponse, storedFileIdOf, type UploadUsage, uploadUsagePath } from '@conecta/contracts/files';
import { api } from '../../app/api';

/** How long a stored file nobody shows any more keeps its blob URL (a list page comes back to it). */
const keepUnusedSeconds = 10 * 60;

/**
 * Why blob URLs and not signed links: the API authenticates with a bearer token, never a cookie, so
 * an `<img>` cannot fetch a protected file. Fetching it through the one API client sends the token,
 * turns a 401 into a logout like every other call, and RTK Query's cache fetches each file once for
 * every avatar that shows it (a list of 100 rows, the toolbar, the user page) and frees the blob
 * when no component has used it for a while. Signed URLs would need a second secret, an expiry that
 * defeats the browser's cache, and would leak access to whoever sees the link.
 */
export const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A stored file's URL (`/api/files/…`) → a blob URL of its bytes, for `src` attributes. */
    storedFile: build.query<string, string>({
      // Only a stored file's own URL is fetched with the token: a URL a mail's sender wrote (another host, another
      // API route) never is.
      async queryFn(url, _api, _extra, baseQuery) {
        if (!storedFileIdOf(url)) return { error: { status: 'CUSTOM_ERROR', error: 'Not a stored file' } };
        const result = await baseQuery({
          url: url.replace(/^\/api/, ''),
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        return result.error ? { error: result.error } : { data: URL.createObjectURL(result.data as Blob) };
      },
      keepUnusedDataFor: keepUnusedSeconds,
      async onCacheEntryAdded(_url, { cacheDataLoaded, cacheEntryRemoved }) {
        try {
          const { data } = await cacheDataLoaded;
          await cacheEntryRemoved;
          URL.revokeObjectURL(data);
        } catch {
          // Removed before it loaded: there is no blob to free.
        }
      },
    }),
    /** The bytes the signed-in account's uploads take, and its quota (shown where files are attached). */
    uploadUsage: build.query<UploadUsage, void>({
      query: () => uploadUsagePath.replace(/^\/api/, ''),
      keepUnusedDataFor: 0,
    }),
    /** Removes the signed-in user's photo; the lists showing it ask again. */
    removeAccountPhoto: build.mutation<AvatarResponse, void>({
      query: () => ({ url: '/account/avatar', method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useStoredFileQuery, useRemoveAccountPhotoMutation, useUploadUsageQuery } = filesApi;
