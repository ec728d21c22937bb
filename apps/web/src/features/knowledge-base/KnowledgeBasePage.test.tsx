import type { Article, ArticleSummary, KnowledgeBaseCategory } from '@conecta/contracts/knowledge-base';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const categoryId = (n: number) => `7b000000-0000-4000-8000-00000000000${n}`;
const summary = (n: number, title: string, category = 1, status: ArticleSummary['status'] = 'published') => ({
  id: `6c000000-0000-4000-8000-00000000000${n}`,
  title,
  categoryId: categoryId(category),
  status,
});
const esim = summary(1, 'Activating an eSIM', 4);
const password = summary(2, 'Changing your password', 1);
const categories: KnowledgeBaseCategory[] = [
  {
    id: categoryId(1),
    title: 'Your Account',
    path: '/pages/knowledge-base',
    articlesCount: 17,
    featuredArticles: [password],
  },
  {
    id: categoryId(2),
    title: 'Selling and Buying',
    path: '/pages/knowledge-base',
    articlesCount: 12,
    featuredArticles: [],
  },
  {
    id: categoryId(3),
    title: 'Selling and Buying',
    path: '/pages/knowledge-base',
    articlesCount: 19,
    featuredArticles: [],
  },
  {
    id: categoryId(4),
    title: 'Item Support',
    path: '/pages/knowledge-base',
    articlesCount: 24,
    featuredArticles: [esim],
  },
];
const fullArticle = (item: ArticleSummary): Article => ({
  ...item,
  featured: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
  content: `<p>${item.title}: <strong>step one</strong>.</p><img src="x" onerror="window.kbHacked=1">`,
});

function mockKnowledgeBase(answer: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const url = new URL(request.path, 'http://localhost');
    if (url.pathname === '/api/knowledge-base') return jsonResponse(200, categories);
    if (url.pathname === '/api/knowledge-base/articles') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const items = [esim, password].filter(
        (item) =>
          (!url.searchParams.get('categoryId') || item.categoryId === url.searchParams.get('categoryId')) &&
          q.split(' ').every((word) => item.title.toLowerCase().includes(word)),
      );
      return jsonResponse(200, { items, total: items.length });
    }
    const article = [esim, password].find((item) => url.pathname === `/api/knowledge-base/articles/${item.id}`);
    if (article) return jsonResponse(200, fullArticle(article));
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

describe('Knowledge base page', { timeout: 45_000 }, () => {
  it('shows the categories with their counts and featured articles; an article opens sanitised in a dialog', async () => {
    mockKnowledgeBase();
    const { user } = await renderApp('/pages/knowledge-base', { user: sampleUsers.user });
    expect(await screen.findByRole('heading', { name: 'Item Support' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Base de conhecimento');
    expect(screen.getAllByTestId('kb-count').map((count) => count.textContent)).toEqual([
      '17 artigos',
      '12 artigos',
      '19 artigos',
      '24 artigos',
    ]);
    expect(screen.queryByRole('button', { name: 'Novo artigo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activating an eSIM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activating an eSIM' });
    expect(await within(dialog).findByText('step one')).toBeVisible();
    expect(within(dialog).getByTestId('kb-article-content').querySelector('img[onerror]')).toBeNull();
    expect((window as { kbHacked?: number }).kbHacked).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches every article from the search box, and lists a category’s articles', async () => {
    const { requests } = mockKnowledgeBase();
    const { user, router } = await renderApp('/pages/knowledge-base', { user: sampleUsers.user });
    await screen.findByRole('heading', { name: 'Your Account' }, { timeout: 15_000 });
    await user.type(screen.getByRole('textbox', { name: 'Buscar em todos os artigos' }), 'esim');
    expect(await screen.findByText('1 artigo encontrado', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getAllByTestId('kb-article').map((item) => item.textContent)).toEqual([
      'Activating an eSIMItem Support',
    ]);
    expect(requests.some((request) => request.path.includes('/api/knowledge-base/articles?limit=50&q=esim'))).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Todas as categorias' }));
    await user.click(await screen.findByRole('button', { name: 'Ver os 17 artigos' }));
    expect(await screen.findByRole('heading', { name: 'Your Account' })).toBeVisible();
    expect(router.state.location.search).toBe(`?category=${categoryId(1)}`);
    expect(await screen.findByText('Changing your password')).toBeVisible();
  });

  it('lets staff write an article and keep it as a draft', async () => {
    const { requests } = mockKnowledgeBase((request) =>
      request.method === 'POST' && request.path === '/api/knowledge-base/articles'
        ? jsonResponse(201, { ...fullArticle(summary(9, 'Novo')), ...(request.body as object) })
        : undefined,
    );
    const { user } = await renderApp('/pages/knowledge-base', { user: sampleUsers.staff });
    await user.click(await screen.findByRole('button', { name: 'Novo artigo' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo artigo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Dê ao artigo um título de 1 a 200 caracteres')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Título/), 'Trocar o chip');
    // The rich-text editor is there (typing into it is the end-to-end journey's: jsdom has no real editing).
    expect(await within(dialog).findByTestId('kb-content', {}, { timeout: 15_000 })).toHaveAttribute(
      'contenteditable',
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        title: 'Trocar o chip',
        content: '',
        categoryId: categoryId(1),
        status: 'draft',
        featured: false,
      }),
    );
  });
});
