import type {
  NewProfilePost,
  ProfileAbout,
  ProfileAboutChanges,
  ProfileCover,
  ProfilePhotosVideos,
  ProfilePost,
  ProfileTimeline,
} from '@conecta/contracts/profile';
import { api } from '../../app/api';

/** The uploads of the page go through the one upload client (`app/upload.ts`) to these. */
export const profileUploadUrls = { media: '/api/profile/photos-videos', cover: '/api/profile/cover' } as const;

/** The signed-in account's profile (`/api/profile/*`). */
export const profileApi = api
  .enhanceEndpoints({ addTagTypes: ['ProfileTimeline', 'ProfileMedia', 'ProfileAbout'] })
  .injectEndpoints({
    endpoints: (build) => ({
      profileTimeline: build.query<ProfileTimeline, void>({
        query: () => ({ url: '/profile/timeline' }),
        providesTags: ['ProfileTimeline'],
      }),
      createProfilePost: build.mutation<ProfilePost, NewProfilePost>({
        query: (post) => ({ url: '/profile/timeline', method: 'POST', body: post }),
        invalidatesTags: (_result, error) => (error ? [] : ['ProfileTimeline']),
      }),
      profilePhotosVideos: build.query<ProfilePhotosVideos, void>({
        query: () => ({ url: '/profile/photos-videos' }),
        providesTags: ['ProfileMedia'],
      }),
      removeProfileMedia: build.mutation<null, string>({
        query: (id) => ({ url: `/profile/photos-videos/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['ProfileMedia'],
      }),
      profileAbout: build.query<ProfileAbout, void>({
        query: () => ({ url: '/profile/about' }),
        providesTags: ['ProfileAbout'],
      }),
      updateProfileAbout: build.mutation<ProfileAbout, ProfileAboutChanges>({
        query: (changes) => ({ url: '/profile/about', method: 'PUT', body: changes }),
        invalidatesTags: (_result, error) => (error ? [] : ['ProfileAbout']),
      }),
      removeProfileCover: build.mutation<ProfileCover, void>({
        query: () => ({ url: '/profile/cover', method: 'DELETE' }),
        invalidatesTags: ['ProfileAbout'],
      }),
    }),
  });

export const {
  useProfileTimelineQuery,
  useCreateProfilePostMutation,
  useProfilePhotosVideosQuery,
  useRemoveProfileMediaMutation,
  useProfileAboutQuery,
  useUpdateProfileAboutMutation,
  useRemoveProfileCoverMutation,
} = profileApi;
