import type { Order, Product } from '@conecta/contracts/e-commerce';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: '6f1c3d2a-0000-4000-8000-0000000000a1',
  name: 'Moto G84 5G 256 GB',
  handle: 'moto-g84-5g-256-gb',
  description: '',
  categories: ['Handsets'],
  tags: [],
  featuredImageId: null,
  images: [],
  priceTaxExcl: 1499,
  priceTaxIncl: 1648.9,
  taxRate: 10,
  comparedPrice: 0,
  quantity: 42,
  sku: 'HS-MOTO-G84',
  width: '',
  height: '',
  depth: '',
  weight: '',
  extraShippingFee: 3,
  active: true,
  ...overrides,
});
const products = [
  product(),
  product({
    id: '6f1c3d2a-0000-4000-8000-0000000000a2',
    name: 'Roteador 5G',
    handle: 'roteador-5g',
    quantity: 2,
    sku: 'RT-5G',
  }),
];

const order: Order = {
  id: '6f1c3d2a-0000-4000-8000-0000000000b1',
  reference: 'A1B2C3D4',
  subtotal: '1499.00',
  tax: '149.90',
  discount: '-74.95',
  total: '1573.95',
  date: '2026/11/20 14:05:00',
  customer: {
    id: 'c1',
    firstName: 'Ana',
    lastName: 'Lima',
    avatar: '',
    company: 'Clínica Bem Estar',
    jobTitle: 'Owner',
    email: 'ana.lima@example.com.br',
    phone: '+55 11 912345678',
    invoiceAddress: { address: 'Av. Paulista, 1000 — São Paulo, SP', lat: 0, lng: 0 },
    shippingAddress: { address: 'Av. Paulista, 1000 — São Paulo, SP', lat: 0, lng: 0 },
  },
  products: [
    {
      id: products[0]?.id ?? '',
      name: 'Moto G84 5G 256 GB',
      price: '1648.90',
      quantity: 1,
      total: '1648.90',
      image: '',
    },
  ],
  status: [
    { id: 4, name: 'Shipped', color: 'purple-500', date: '2026/11/21 10:00:00' },
    { id: 2, name: 'Payment accepted', color: 'green-500', date: '2026/11/20 14:05:00' },
  ],
  payment: { transactionId: 'abc123', amount: '1573.95', method: 'Credit Card', date: '2026/11/20 14:05:00' },
  shippingDetails: [
    { tracking: 'TNT123BR', carrier: 'TNT', weight: '0.5 kg', fee: '3.00', date: '2026/11/20 14:05:00' },
  ],
};

const listHeaders = (total: number) => ({
  'Content-Type': 'application/json',
  'x-total-count': String(total),
  'x-total-is-estimate': 'false',
});

function mockShop(answer: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const path = request.path.split('?')[0];
    if (path?.startsWith('/api/preferences/')) return jsonResponse(200, { columnVisibility: {}, density: 'standard' });
    if (path === '/api/e-commerce-app/products') {
      return new Response(JSON.stringify(products), { status: 200, headers: listHeaders(products.length) });
    }
    if (path === '/api/e-commerce-app/orders') {
      return new Response(JSON.stringify([order]), { status: 200, headers: listHeaders(1) });
    }
    if (path === '/api/e-commerce-app/order') return jsonResponse(200, order);
    if (path === '/api/e-commerce-app/product') {
      const id = new URLSearchParams(request.path.split('?')[1]).get('productId');
      const found = products.find((one) => one.id === id);
      return found
        ? jsonResponse(200, found)
        : jsonResponse(404, { message: 'No product has this id', code: 'eCommerce.productNotFound' });
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

describe('e-commerce', { timeout: 30_000 }, () => {
  beforeEach(() => vi.stubGlobal('innerWidth', 1920));

  it('lists the products in Portuguese: price in reais with tax, low stock marked, total', async () => {
    mockShop();
    await renderApp('/apps/e-commerce', { user: sampleUsers.staff });
    expect(await screen.findByText('Moto G84 5G 256 GB', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByTestId('product-total')).toHaveTextContent('2 produtos');
    const grid = screen.getByTestId('product-grid');
    expect(within(grid).getAllByText(/R\$\s1\.648,90/)[0]).toBeVisible();
    expect(within(grid).getByTestId('low-stock')).toHaveTextContent('2, estoque baixo');
    expect(screen.getByRole('button', { name: 'Adicionar produto' })).toBeVisible();
  });

  it('says so when there are no products, and offers no Add button to a user who is not staff', async () => {
    mockShop((request) =>
      request.path.startsWith('/api/e-commerce-app/products')
        ? new Response('[]', { status: 200, headers: listHeaders(0) })
        : undefined,
    );
    await renderApp('/apps/e-commerce/products', { user: sampleUsers.user });
    expect(await screen.findByText('Não há produtos!', {}, { timeout: 15_000 })).toBeVisible();
    // A user who is not staff cannot add one.
    expect(screen.queryByRole('button', { name: 'Adicionar produto' })).not.toBeInTheDocument();
  });

  it('keeps the tax-included price in step with the price and the rate, and refuses a nameless product in Portuguese', async () => {
    const { requests } = mockShop();
    const { user } = await renderApp('/apps/e-commerce/products/new', { user: sampleUsers.staff });
    expect(await screen.findByRole('heading', { name: 'Novo produto' }, { timeout: 15_000 })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Preços' }));
    const excluded = screen.getByTestId('product-priceTaxExcl');
    await user.clear(excluded);
    await user.type(excluded, '200');
    expect(screen.getByTestId('product-priceTaxIncl')).toHaveValue('220');
    const rate = screen.getByTestId('product-taxRate');
    await user.clear(rate);
    await user.type(rate, '5');
    expect(screen.getByTestId('product-priceTaxIncl')).toHaveValue('210');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // The name is on the first tab: the form goes back there and says what is missing.
    expect(await screen.findByText('Dê ao produto um nome de até 200 caracteres')).toBeVisible();
    expect(requests.some((request) => request.path.includes('/product/save'))).toBe(false);
  });

  it('shows the order with its status history newest first and a printable invoice', async () => {
    mockShop();
    const { user } = await renderApp(`/apps/e-commerce/orders/${order.id}`, { user: sampleUsers.staff });
    expect(await screen.findByRole('heading', { name: 'Pedido A1B2C3D4' }, { timeout: 15_000 })).toBeVisible();
    const history = screen.getByTestId('order-status-history');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Enviado');
    expect(rows[1]).toHaveTextContent('Pagamento aceito');
    await user.click(screen.getByRole('tab', { name: 'Fatura' }));
    const invoice = screen.getByTestId('order-invoice');
    expect(invoice).toHaveTextContent(/R\$\s1\.573,95/);
    expect(within(invoice).getByTestId('invoice-Desconto')).toHaveTextContent(/-R\$\s74,95/);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });

  it('filters the orders by status chips in the URL', async () => {
    const { requests } = mockShop();
    const { user, router } = await renderApp('/apps/e-commerce/orders', { user: sampleUsers.user });
    expect(await screen.findByText('Ana Lima', {}, { timeout: 15_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviado' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=4'));
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.path.startsWith('/api/e-commerce-app/orders') && request.path.includes('status=4'),
        ),
      ).toBe(true),
    );
  });
});
