import type { Invoice } from '@conecta/contracts/invoices';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const invoice: Invoice = {
  id: '5725a6802d',
  number: 'P9-0004',
  date: '2026-11-02',
  dueDate: '2026-12-02',
  from: {
    title: 'Conecta Telecomunicações Ltda.',
    address: 'Av. Paulista, 1578',
    phone: '+55 11 4002-8922',
    email: 'faturamento@conecta.example',
    website: 'www.conecta.example',
  },
  client: {
    title: 'Transportadora Rio Sul S.A.',
    address: 'Rua da Assembleia, 77',
    phone: '+55 21 3554-1200',
    email: 'financeiro@riosul.example',
  },
  services: [
    {
      id: '1',
      title: 'Instalação de roteadores 5G',
      detail: 'Filiais',
      unit: 'Hour',
      unitPrice: '12.00',
      quantity: '240',
      total: '2880.00',
    },
    {
      id: '2',
      title: 'Projeto de cobertura',
      detail: 'Centros',
      unit: 'Hour',
      unitPrice: '10.50',
      quantity: '350',
      total: '3675.00',
    },
    {
      id: '3',
      title: 'Ativação de chips IoT',
      detail: 'Frota',
      unit: 'Hour',
      unitPrice: '4.00',
      quantity: '50',
      total: '200.00',
    },
    {
      id: '4',
      title: 'Suporte técnico dedicado',
      detail: 'Plantão',
      unit: 'Hour',
      unitPrice: '6.50',
      quantity: '260',
      total: '1690.00',
    },
  ],
  subtotal: '8445.00',
  tax: '675.60',
  discount: '120.60',
  total: '9000.00',
};

const isInvoiceCall = (request: RecordedRequest) => request.path.startsWith('/api/invoices/get-invoice?');

/** A stand-in for `/api/invoices`: `answer` decides first and may fall through to the sample invoice. */
function mockInvoiceApi(
  answer: (request: RecordedRequest) => Response | Promise<Response> | undefined = () => undefined,
) {
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    if (isInvoiceCall(request)) return jsonResponse(200, invoice);
    if (request.path.startsWith('/api/invoices/get-invoice.pdf'))
      return new Response('%PDF-1.3 …', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="invoice-P9-0004.pdf"',
        },
      });
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

afterEach(() => vi.restoreAllMocks());

describe('Invoice pages', { timeout: 45_000 }, () => {
  it('shows the compact invoice in Portuguese, its figures in reais', async () => {
    const { requests } = mockInvoiceApi();
    await renderApp('/pages/invoices/compact', { user: sampleUsers.user });
    const document = await screen.findByRole('article', { name: 'Fatura P9-0004' }, { timeout: 15_000 });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Fatura compacta');
    expect(within(document).getByTestId('invoice-subtotal')).toHaveTextContent('R$ 8.445,00');
    expect(within(document).getByTestId('invoice-tax')).toHaveTextContent('R$ 675,60');
    expect(within(document).getByTestId('invoice-discount')).toHaveTextContent('R$ 120,60');
    expect(within(document).getByTestId('invoice-total')).toHaveTextContent('R$ 9.000,00');
    expect(within(document).getByRole('rowheader', { name: 'Imposto (8%)' })).toBeVisible();
    expect(
      within(document)
        .getAllByTestId('invoice-line-total')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['R$ 2.880,00', 'R$ 3.675,00', 'R$ 200,00', 'R$ 1.690,00']);
    expect(within(document).getAllByRole('cell', { name: 'Hora' })).toHaveLength(4);
    expect(within(document).getByText('2 de novembro de 2026')).toBeVisible();
    expect(requests.filter(isInvoiceCall).map((request) => request.path)).toEqual([
      '/api/invoices/get-invoice?id=5725a6802d',
    ]);
  });

  it('shows the same invoice in the modern layout, and the one the address names', async () => {
    const { requests } = mockInvoiceApi();
    await renderApp('/pages/invoices/modern?id=outra00001', { user: sampleUsers.user });
    const document = await screen.findByRole('article', { name: 'Fatura P9-0004' }, { timeout: 15_000 });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Fatura moderna');
    expect(within(document).getByTestId('invoice-total')).toHaveTextContent('R$ 9.000,00');
    expect(requests.filter(isInvoiceCall).map((request) => request.path)).toEqual([
      '/api/invoices/get-invoice?id=outra00001',
    ]);
  });

  it('shows placeholders while loading, then says when no invoice has the id', async () => {
    let answer: (response: Response) => void = () => {};
    mockInvoiceApi((request) =>
      isInvoiceCall(request) ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    await renderApp('/pages/invoices/compact?id=nenhuma', { user: sampleUsers.user });
    expect(await screen.findByRole('status', { name: 'Carregando a fatura' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeDisabled();
    await act(async () => answer(jsonResponse(404, { message: 'No invoice has this id', code: 'invoices.notFound' })));
    expect(await screen.findByTestId('invoice-empty')).toHaveTextContent('Nenhuma fatura tem este id.');
  });

  it('says when the invoice could not be loaded, and tries again', async () => {
    let fail = true;
    mockInvoiceApi((request) => (isInvoiceCall(request) && fail ? jsonResponse(500, { message: 'down' }) : undefined));
    const { user } = await renderApp('/pages/invoices/compact', { user: sampleUsers.user });
    const alert = await screen.findByTestId('invoice-error', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Não foi possível carregar a fatura.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('article', { name: 'Fatura P9-0004' })).toBeVisible();
  });

  it('downloads the server’s PDF in the page’s language, and prints', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { requests } = mockInvoiceApi();
    const { user } = await renderApp('/pages/invoices/compact', {
      user: sampleUsers.user,
      token: 'invoice-test-token',
    });
    await screen.findByRole('article', { name: 'Fatura P9-0004' }, { timeout: 15_000 });

    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const pdfCalls = requests.filter((request) => request.path.startsWith('/api/invoices/get-invoice.pdf'));
    expect(pdfCalls.map((request) => request.path)).toEqual(['/api/invoices/get-invoice.pdf?id=5725a6802d&lang=pt-BR']);
    // The user's token, as on the API's other calls (an <a href> could not send it).
    expect(pdfCalls[0]?.authorization).toBe('Bearer invoice-test-token');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-P9-0004.pdf');

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
