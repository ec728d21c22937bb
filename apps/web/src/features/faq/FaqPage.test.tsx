import type { FaqCategory, FaqItem } from '@conecta/contracts/faq';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const categories: FaqCategory[] = [
  { id: '7a000000-0000-4000-8000-000000000001', title: 'Conta e acesso', position: 0 },
  { id: '7a000000-0000-4000-8000-000000000002', title: 'Dispositivos', position: 1 },
];
const entry = (n: number, categoryId: string, position: number, question: string, answer: string): FaqItem => ({
  id: `5b000000-0000-4000-8000-00000000000${n}`,
  question,
  answer,
  categoryId,
  position,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const [account, devices] = categories.map((category) => category.id) as [string, string];
const sampleEntries: FaqItem[] = [
  entry(1, account, 0, 'Como entro no console?', 'Informe seu e-mail e sua **senha**.'),
  entry(
    2,
    account,
    1,
    'Esqueci minha senha',
    'Peça a um administrador. <img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  ),
  entry(3, devices, 0, 'Como encontro um aparelho pelo IMEI?', 'Digite o IMEI na busca da **Lista de dispositivos**.'),
];

/** A stand-in for `/api/faq`: the sample entries, searched by every word (case and accents ignored). */
function mockFaqApi(answer: (request: RecordedRequest) => Response | undefined = () => undefined) {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const url = new URL(request.path, 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/api/faq/categories') return jsonResponse(200, categories);
    if (request.method === 'GET' && url.pathname === '/api/faq') {
      const words = fold(url.searchParams.get('q') ?? '')
        .split(/\s+/)
        .filter(Boolean);
      return jsonResponse(
        200,
        sampleEntries.filter((item) => words.every((word) => fold(`${item.question} ${item.answer}`).includes(word))),
      );
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

describe('FAQ page', { timeout: 45_000 }, () => {
  it('shows the questions by category; an answer opens sanitised; a search marks its words and opens the matches', async () => {
    const { requests } = mockFaqApi();
    const { user } = await renderApp('/pages/faq', { user: sampleUsers.user });
    expect(await screen.findByRole('heading', { name: 'Conta e acesso' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Perguntas frequentes');
    expect(screen.getByText(/3 perguntas\./)).toBeVisible();
    expect(screen.getAllByTestId('faq-question').map((question) => question.textContent)).toEqual([
      'Como entro no console?',
      'Esqueci minha senha',
      'Como encontro um aparelho pelo IMEI?',
    ]);
    // Readers do not write.
    expect(screen.queryByRole('button', { name: 'Nova pergunta' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    const answer = await screen.findByText(/Peça a um administrador/);
    expect(answer.closest('[data-testid="faq-answer"]')?.querySelector('img[onerror], script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: 'Buscar nas perguntas e respostas' }), 'imei LISTA');
    await waitFor(() => expect(requests.some((request) => request.path === '/api/faq?q=imei+LISTA')).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('faq-question')).toHaveLength(1));
    expect(screen.getByText(/1 pergunta encontrada\./)).toBeVisible();
    const marks = Array.from(document.querySelectorAll('mark'), (mark) => mark.textContent);
    expect(marks).toEqual(expect.arrayContaining(['IMEI', 'IMEI', 'Lista']));
    // The match is open: its answer is on the page without a click.
    expect(screen.getByTestId('faq-answer')).toHaveTextContent('Digite o IMEI na busca da Lista de dispositivos.');

    await user.clear(screen.getByRole('textbox', { name: 'Buscar nas perguntas e respostas' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar nas perguntas e respostas' }), 'girafa');
    expect(
      await screen.findByText(
        'Nenhuma pergunta ou resposta tem todas as palavras de “girafa”.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });

  it('opens the answer a link points to', async () => {
    mockFaqApi();
    await renderApp(`/pages/faq?item=${sampleEntries[2]?.id}`, { user: sampleUsers.user });
    expect(await screen.findByText(/Digite o IMEI na busca/, {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByText(/Informe seu e-mail/)).not.toBeInTheDocument();
  });

  it('says when the questions cannot be loaded, and loads them on retry', async () => {
    let fail = true;
    mockFaqApi((request) => (request.path === '/api/faq' && fail ? jsonResponse(500, {}) : undefined));
    const { user } = await renderApp('/pages/faq', { user: sampleUsers.user });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar as perguntas.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('heading', { name: 'Dispositivos' }, { timeout: 10_000 })).toBeVisible();
  });

  it('lets staff add a question (checked by the contract first) and move one down', async () => {
    const { requests } = mockFaqApi((request) => {
      if (request.method === 'POST' && request.path === '/api/faq/items')
        return jsonResponse(201, { ...entry(9, devices, 1, 'Nova?', 'Sim.'), ...(request.body as object) });
      if (request.method === 'POST' && request.path.endsWith('/order')) return jsonResponse(200, []);
      return undefined;
    });
    const { user } = await renderApp('/pages/faq', { user: sampleUsers.staff });
    await user.click(await screen.findByRole('button', { name: 'Nova pergunta' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('Escreva a pergunta com 1 a 300 caracteres')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Pergunta/), 'Como falo com o suporte?');
    await user.type(within(dialog).getByLabelText(/Resposta/), 'Pelo **chat**.');
    // The preview shows the answer as readers will see it.
    expect(within(dialog).getByRole('region', { name: 'Prévia' }).querySelector('strong')).toHaveTextContent('chat');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === 'POST' && request.path === '/api/faq/items')?.body).toEqual({
      question: 'Como falo com o suporte?',
      answer: 'Pelo **chat**.',
      categoryId: account,
    });

    await user.click(screen.getByRole('button', { name: 'Como entro no console?' }));
    await user.click(await screen.findByRole('button', { name: 'Mover “Como entro no console?” para baixo' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/order'))).toMatchObject({
        path: `/api/faq/categories/${account}/order`,
        body: { ids: [sampleEntries[1]?.id, sampleEntries[0]?.id] },
      }),
    );
  });
});
