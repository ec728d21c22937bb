import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { sampleAccounts, signInInEnglish } from './helpers';

const panel = (page: Page) => page.getByTestId('chat-panel');
/** A contact in the panel's rail, found by their account id. */
const railContact = (page: Page, id: string) =>
  panel(page).locator(`[data-testid="chat-contact"][data-contact-id="${id}"]`);
const messages = (scope: Locator) => scope.getByTestId('chat-message');

/** The chat id of the signed-in account, as the API gives it (contacts are shown by this id). */
const chatUserId = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const token = localStorage.getItem('jwt_access_token');
    const answer = await fetch('/api/chat/user', { headers: { Authorization: `Bearer ${token}` } });
    return (await answer.json()).id as string;
  });

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInInEnglish(page, account);
  return { context, page, id: await chatUserId(page) };
}

async function openChatWith(page: Page, contactId: string) {
  await railContact(page, contactId).click();
  await expect(panel(page)).toHaveAttribute('data-open', 'true');
  await expect(panel(page).getByTestId('chat-input')).toBeVisible();
}

async function send(page: Page, text: string) {
  const input = panel(page).getByTestId('chat-input');
  await input.fill(text);
  await panel(page).getByTestId('chat-send').click();
  await expect(input).toHaveValue('');
  await expect(messages(panel(page)).filter({ hasText: text })).toBeVisible();
}

test.describe('team chat', () => {
  test('two people talk live, with unread badges, and the conversation survives a reload', async ({ browser }) => {
    test.setTimeout(90_000);
    const a = await signedInPage(browser, sampleAccounts.staff);
    const b = await signedInPage(browser, sampleAccounts.user);
    try {
      // On a large screen the rail is always there, closed, with every contact.
      await expect(panel(b.page)).toHaveAttribute('data-open', 'false');
      await expect(b.page.getByTestId('chat-rail')).toBeVisible();
      await expect(railContact(b.page, a.id)).toBeVisible();
      await expect(railContact(b.page, a.id).getByTestId('chat-unread')).toHaveCount(0);

      const hello = `Olá! Pode conferir o lote ${Date.now()}?`;
      await a.page.getByTestId('chat-toggle').click();
      await expect(panel(a.page)).toHaveAttribute('data-open', 'true');
      await expect(panel(a.page).getByText('Select a contact to start a conversation.')).toBeVisible();
      await openChatWith(a.page, b.id);
      await send(a.page, hello);

      // B sees it arrive without reloading: a badge on A, and A first in the rail.
      await expect(railContact(b.page, a.id).getByTestId('chat-unread')).toHaveText('1');
      await expect(panel(b.page).getByTestId('chat-contact').first()).toHaveAttribute('data-contact-id', a.id);
      await openChatWith(b.page, a.id);
      await expect(messages(panel(b.page)).filter({ hasText: hello })).toBeVisible();
      await expect(railContact(b.page, a.id).getByTestId('chat-unread')).toHaveCount(0);

      // B answers; A, whose chat is open, sees it at once and gets no badge.
      const reply = `Confiro agora ${Date.now()}.`;
      await send(b.page, reply);
      await expect(messages(panel(a.page)).filter({ hasText: reply })).toBeVisible();
      await expect(railContact(a.page, b.id).getByTestId('chat-unread')).toHaveCount(0);

      // Stored: after a reload both find the conversation, in order, and nothing unread.
      for (const { page, other } of [
        { page: a.page, other: b.id },
        { page: b.page, other: a.id },
      ]) {
        await page.reload();
        await expect(railContact(page, other)).toBeVisible();
        await expect(railContact(page, other).getByTestId('chat-unread')).toHaveCount(0);
        await openChatWith(page, other);
        const texts = await messages(panel(page)).allInnerTexts();
        const helloAt = texts.findIndex((text) => text.includes(hello));
        expect(helloAt).toBeGreaterThanOrEqual(0);
        expect(texts.findIndex((text) => text.includes(reply))).toBe(helloAt + 1);
      }

      // The chat page shows the same conversation.
      await b.page.goto('/apps/chat');
      const chatPage = b.page.getByTestId('chat-page');
      await chatPage.locator(`[data-testid="chat-contact"][data-contact-id="${a.id}"]`).click();
      await expect(messages(chatPage).filter({ hasText: reply })).toBeVisible();
      await expect(chatPage.getByTestId('chat-input')).toBeVisible();
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  test('the panel closes on Escape and on a click outside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInInEnglish(page, sampleAccounts.user);

    await page.getByTestId('chat-toggle').click();
    await expect(panel(page)).toHaveAttribute('data-open', 'true');
    await expect(panel(page).getByRole('heading', { name: 'Team Chat' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveAttribute('data-open', 'false');

    // Picking a contact in the rail opens the panel on that chat; a click on the page closes it.
    await panel(page).getByTestId('chat-contact').first().click();
    await expect(panel(page)).toHaveAttribute('data-open', 'true');
    await expect(panel(page).getByTestId('chat-input')).toBeVisible();
    await page.getByTestId('page-title').click();
    await expect(panel(page)).toHaveAttribute('data-open', 'false');
    // Opening again shows the chat that was left (issue 14).
    await page.getByTestId('chat-toggle').click();
    await expect(panel(page).getByTestId('chat-input')).toBeVisible();
  });
});
