import { randomUUID } from 'node:crypto';
import type {
  ProfileAbout,
  ProfileAboutChanges,
  ProfileMedia,
  ProfilePhotosVideos,
  ProfileTimeline,
} from '@conecta/contracts/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../accounts';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { htmlPage, makeImage, multipartBody } from '../../uploads/test-files';
import { recordAudit } from '../audit';

let t: TestApp;
const token = { user: '', staff: '', guest: '' };
type Who = keyof typeof token;

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-profile@conecta.example');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token[who]) });
async function read<T>(url: string, who: Who = 'user'): Promise<T> {
  const response = await call('GET', url, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function upload(method: 'POST' | 'PUT', url: string, bytes: Buffer, fileName: string, who: Who = 'user') {
  const { payload, headers } = await multipartBody(bytes, { fileName, type: 'image/png' });
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token[who]) } });
}

const changes = (about: ProfileAbout): ProfileAboutChanges => ({
  general: about.general,
  work: about.work,
  contact: about.contact,
});

describe('every Profile call is guarded', () => {
  it('answers 401 without a token and 403 to an account without the user role', async () => {
    const calls: { method: Method; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/profile/timeline' },
      { method: 'POST', url: '/api/profile/timeline', payload: { message: 'oi' } },
      { method: 'GET', url: '/api/profile/photos-videos' },
      { method: 'POST', url: '/api/profile/photos-videos' },
      { method: 'DELETE', url: '/api/profile/photos-videos/00000000-0000-4000-8000-000000000000' },
      { method: 'GET', url: '/api/profile/about' },
      { method: 'PUT', url: '/api/profile/about', payload: {} },
      { method: 'PUT', url: '/api/profile/cover' },
      { method: 'DELETE', url: '/api/profile/cover' },
    ];
    for (const { method, url, payload } of calls) {
      const request = { method, url, ...(payload && { payload }) };
      expect((await t.app.inject(request)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, url).toBe(403);
    }
  });
});

describe('about', () => {
  it('starts with the sample parts, groups and friends, and no cover', async () => {
    const about = await read<ProfileAbout>('/api/profile/about');
    expect(about.work.occupation).toBe('Analista de frota móvel');
    expect(about.groups).toHaveLength(2);
    expect(about.friends.map((friend) => friend.name)).toEqual(['Marina Alves', 'Kerem Yıldız', 'Layla Haddad']);
    expect(about.cover).toBeNull();
  });

  it('is changed by its owner alone: another account keeps its own', async () => {
    const about = await read<ProfileAbout>('/api/profile/about');
    const next = changes(about);
    next.general = { ...next.general, birthday: '1990-05-17', locations: ['Recife', 'Lisboa'], about: '  Olá!  ' };
    next.contact = { ...next.contact, emails: ['eu@conecta.example'], websites: ['https://conecta.example'] };
    next.work = { ...next.work, jobs: [{ company: 'Conecta', date: '2020 – hoje' }] };
    const response = await call('PUT', '/api/profile/about', next);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      general: { birthday: '1990-05-17', locations: ['Recife', 'Lisboa'], about: 'Olá!' },
      contact: { emails: ['eu@conecta.example'] },
    });
    expect((await read<ProfileAbout>('/api/profile/about')).general.about).toBe('Olá!');
    // Another account's profile is its own: the staff account still has the sample.
    expect((await read<ProfileAbout>('/api/profile/about', 'staff')).general.about).toBe(
      'Cuido das linhas móveis e dos aparelhos da equipe de campo.',
    );
  });

  it('answers 400 naming each wrong field with its code, and changes nothing', async () => {
    const about = await read<ProfileAbout>('/api/profile/about');
    const bad = changes(about);
    bad.general = { ...bad.general, birthday: '2999-01-01' };
    bad.contact = { ...bad.contact, emails: ['not an email'], tel: ['abc'], websites: ['javascript:alert(1)'] };
    bad.work = { ...bad.work, jobs: [{ company: '', date: '' }] };
    const response = await call('PUT', '/api/profile/about', bad);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { 'general.birthday': 'Give a birthday as a date (year-month-day) in the past' },
      codes: {
        'general.birthday': 'profile.birthday',
        'contact.emails.0': 'profile.emails',
        'contact.tel.0': 'profile.tel',
        'contact.websites.0': 'profile.websites',
        'work.jobs.0.company': 'profile.jobs',
      },
    });
    const missing = await call('PUT', '/api/profile/about', { general: about.general });
    expect(Object.keys(missing.json().error)).toEqual(expect.arrayContaining(['work', 'contact']));
    expect(await read<ProfileAbout>('/api/profile/about')).toEqual(about);
  });
});

describe('timeline', () => {
  it('shows the account’s posts and what it did in the console, newest first', async () => {
    const before = await read<ProfileTimeline>('/api/profile/timeline', 'staff');
    expect(before.posts.map((post) => post.type)).toEqual(['post', 'article', 'something']);
    expect(before.posts[0]).toMatchObject({ like: 12, share: 2, comments: [{ user: { name: 'Kerem Yıldız' } }] });

    const staff = await findAccountByEmail(t.db, 'staff@conecta.example');
    if (!staff) throw new Error('no staff account');
    await recordAudit(t.db, { id: staff.id, displayName: staff.displayName, email: staff.email }, [
      { entity: 'device', entityId: randomUUID(), entityLabel: 'Moto G 11 98765-4321', action: 'update' },
    ]);
    const posted = await call('POST', '/api/profile/timeline', { message: '  Primeiro post  ' }, 'staff');
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ message: 'Primeiro post', type: 'post', user: { id: staff.id } });

    const after = await read<ProfileTimeline>('/api/profile/timeline', 'staff');
    expect(after.posts[0]?.message).toBe('Primeiro post');
    expect(after.activities[0]).toMatchObject({
      action: 'update',
      entity: 'device',
      subject: 'Moto G 11 98765-4321',
      user: { id: staff.id },
    });
    // The user's timeline shows neither the staff's post nor its activity.
    const mine = await read<ProfileTimeline>('/api/profile/timeline');
    expect(mine.posts.map((post) => post.message)).not.toContain('Primeiro post');
    expect(mine.activities.map((activity) => activity.subject)).not.toContain('Moto G 11 98765-4321');
  });

  it('refuses an empty post naming the field', async () => {
    const response = await call('POST', '/api/profile/timeline', { message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ codes: { message: 'profile.message' } });
  });
});

describe('photos and videos, and the cover', () => {
  it('keeps uploaded photos grouped by month, readable and removable by their owner alone', async () => {
    expect(await read<ProfilePhotosVideos>('/api/profile/photos-videos')).toEqual([]);
    const response = await upload('POST', '/api/profile/photos-videos', await makeImage('png', 40, 30), 'praia.png');
    expect(response.statusCode, response.body).toBe(201);
    const media: ProfileMedia = response.json();
    expect(media).toMatchObject({
      type: 'photo',
      title: 'praia.png',
      preview: expect.stringMatching(/^\/api\/files\//),
    });

    const groups = await read<ProfilePhotosVideos>('/api/profile/photos-videos');
    const month = new Date().toISOString().slice(0, 7);
    expect(groups).toEqual([{ id: month, name: month, info: '1 photo, 0 videos', media: [media] }]);
    expect((await call('GET', media.preview)).statusCode).toBe(200);

    // Another account neither sees nor reads nor removes it.
    expect(await read<ProfilePhotosVideos>('/api/profile/photos-videos', 'staff')).toEqual([]);
    expect((await call('GET', media.preview, undefined, 'staff')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/profile/photos-videos/${media.id}`, undefined, 'staff')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/profile/photos-videos/not-a-uuid')).statusCode).toBe(404);

    expect((await call('DELETE', `/api/profile/photos-videos/${media.id}`)).statusCode).toBe(204);
    expect(await read<ProfilePhotosVideos>('/api/profile/photos-videos')).toEqual([]);
    expect((await call('GET', media.preview)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image or video by its bytes', async () => {
    const response = await upload('POST', '/api/profile/photos-videos', htmlPage, 'fake.png');
    expect(response.statusCode).toBe(415);
  });

  it('sets, replaces and removes the cover', async () => {
    const first = await upload('PUT', '/api/profile/cover', await makeImage('jpeg', 60, 20), 'capa.jpg');
    expect(first.statusCode, first.body).toBe(200);
    const { cover } = first.json();
    expect((await read<ProfileAbout>('/api/profile/about')).cover).toBe(cover);
    const second = await upload('PUT', '/api/profile/cover', await makeImage('png', 60, 20), 'capa.png');
    expect(second.json().cover).not.toBe(cover);
    // The replaced cover's file is gone.
    expect((await call('GET', cover)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/profile/cover')).json()).toEqual({ cover: null });
    expect((await read<ProfileAbout>('/api/profile/about')).cover).toBeNull();
  });
});
