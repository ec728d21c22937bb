import { avatarMaxBytes } from '@conecta/contracts/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../test/test-app';
import { htmlPage, makeImage, multipartBody } from './test-files';

let t: TestApp;
let user: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, 'user@conecta.example', 'user');
  staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  admin = await signIn(t.app, 'admin@conecta.example', 'admin');
});
afterAll(() => t.close());

async function putAvatar(bytes: Buffer, token?: string, options: Parameters<typeof multipartBody>[1] = {}) {
  const { payload, headers } = await multipartBody(bytes, { fileName: 'me.png', type: 'image/png', ...options });
  return t.app.inject({
    method: 'PUT',
    url: '/api/account/avatar',
    payload,
    headers: { ...headers, ...(token && bearer(token)) },
  });
}
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const session = async (token: string) => (await get('/api/auth/session', token)).json().user;

describe('a signed-in user sets their own avatar', () => {
  it('makes the upload their photo, seen in their session, by other users and in the admin user list', async () => {
    const response = await putAvatar(await makeImage('jpeg', 800, 600), user);
    expect(response.statusCode).toBe(200);
    const photoURL: string = response.json().user.data.photoURL;
    expect(photoURL).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumbnail$/);
    expect((await session(user)).data.photoURL).toBe(photoURL);

    const listed = (await get('/api/users?search=user%40conecta.example', admin)).json().items;
    expect(listed.find((account: { email: string }) => account.email === 'user@conecta.example').photoURL).toBe(
      photoURL,
    );

    const seenByStaff = await get(photoURL, staff);
    expect(seenByStaff.statusCode).toBe(200);
    expect(seenByStaff.headers['content-type']).toBe('image/webp');
    expect((await get(photoURL)).statusCode).toBe(401);
  });

  it('deletes the photo a new upload replaces, and the one DELETE removes', async () => {
    const first = (await putAvatar(await makeImage('png'), staff)).json().user.data.photoURL;
    const second = (await putAvatar(await makeImage('gif'), staff)).json().user.data.photoURL;
    expect(second).not.toBe(first);
    expect((await get(first, staff)).statusCode).toBe(404);
    expect((await get(second, staff)).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/account/avatar', headers: bearer(staff) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user.data.photoURL).toBe('');
    expect((await session(staff)).data.photoURL).toBe('');
    expect((await get(second, staff)).statusCode).toBe(404);
  });

  it('leaves a photo URL from elsewhere alone, and never deletes a file that is not its own avatar', async () => {
    const other = (await putAvatar(await makeImage('png'), admin)).json().user.data.photoURL;
    // The user points their photo at the admin's avatar by hand, then uploads their own.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(user),
      payload: { user: { data: { photoURL: other } } },
    });
    expect((await putAvatar(await makeImage('png'), user)).statusCode).toBe(200);
    expect((await get(other, admin)).statusCode).toBe(200);
  });

  it('refuses a photo over 2 MiB with 413, an HTML page named .png with 415, and keeps the old photo', async () => {
    const before = (await session(user)).data.photoURL;
    const png = await makeImage('png', 20, 20);
    const tooLarge = await putAvatar(Buffer.concat([png, Buffer.alloc(avatarMaxBytes)]), user);
    expect(tooLarge.statusCode).toBe(413);
    // The sentence keeps its English and carries its code, so the web says it in the user's language.
    expect(tooLarge.json()).toMatchObject({ message: 'The file is too large.', code: 'file.tooLarge' });
    const html = await putAvatar(htmlPage, user, { fileName: 'me.png', type: 'image/png' });
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ code: 'file.typeNotAllowed' });
    expect((await session(user)).data.photoURL).toBe(before);
  });

  it('answers 401 without a token before anything else, then 400 naming the file field', async () => {
    expect((await putAvatar(await makeImage('png'))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account/avatar' })).statusCode).toBe(401);
    const noFile = await t.app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      headers: bearer(user),
      payload: { photo: 'x' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toHaveProperty('file');
  });

  it('goes with the account: deleting an account deletes its photo', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { displayName: 'Leaving Soon', email: 'leaving@conecta.example', password: 'leaving' },
    });
    expect(registered.statusCode).toBe(200);
    const { access_token: token, user: account } = registered.json();
    const photo = (await putAvatar(await makeImage('png'), token)).json().user.data.photoURL;
    expect((await get(photo, admin)).statusCode).toBe(200);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${account.uuid}`, headers: bearer(admin) })).statusCode,
    ).toBe(200);
    expect((await get(photo, admin)).statusCode).toBe(404);
  });

  // Last: it spends this address's uploads for the minute.
  it('refuses a flood of uploads with 429 before decoding any more images', async () => {
    const png = await makeImage('png', 8, 8);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await putAvatar(png, user)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(30);
  });
});
