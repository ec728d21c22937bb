import { expect, test } from '@playwright/test';
import { sdkChunkFiles, watchRequests } from './sdkChunks';

test('with no outside provider configured, sign-in and registration offer only the token API and fetch no SDK', async ({
  page,
}) => {
  const sdkChunks = sdkChunkFiles();
  expect(sdkChunks.length).toBeGreaterThanOrEqual(3);
  const requests = watchRequests(page);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  expect(await page.locator('#conecta-config').textContent()).toBe('{}');
  await expect(page.getByRole('button', { name: 'Entrar com Auth0' })).toHaveCount(0);
  // Typing fetches the sign-in code: the token API's, and nothing else.
  await page.getByLabel('Email').fill('admin@conecta.example');
  await page.getByLabel('Senha', { exact: true }).fill('admin');

  await page.getByRole('link', { name: /Cadastre-se/ }).click();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register with Firebase' })).toHaveCount(0);
  await page.getByLabel('Display name').fill('Nova Pessoa');
  await page.waitForLoadState('networkidle');

  expect(requests.scripts.length).toBeGreaterThan(0);
  expect(requests.scripts.filter((script) => sdkChunks.includes(script))).toEqual([]);
  expect(requests.elsewhere).toEqual([]);
});

test('the sign-in page fetches only the scripts its HTML announces, all at once, and no other page’s code', async ({
  page,
}) => {
  const requests = watchRequests(page);
  const response = await page.goto('/login');
  const html = (await response?.text()) ?? '';
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The entry script and the modulepreload links: every file the page will run, known from its HTML.
  const announced = [
    ...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g),
  ].map((match) => match[1]);
  const fetched = [...new Set(requests.scripts)];
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((script) => !announced.includes(script))).toEqual([]);
  // A handful of chunks, none of which belongs to the signed-in pages (data grid, layout, device list).
  expect(fetched.length).toBeLessThanOrEqual(8);
  expect(fetched.filter((script) => /data-grid|MainLayout|DeviceList|navigation/i.test(script))).toEqual([]);
});
