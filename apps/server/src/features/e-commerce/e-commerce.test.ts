import type { Order, Product } from '@conecta/contracts/e-commerce';
import { orderStatuses } from '@conecta/contracts/e-commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { makeImage, multipartBody } from '../../uploads/test-files';

let t: TestApp;
const token = { user: '', staff: '', admin: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/e-commerce-app';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-shop@conecta.example');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url: `${base}${url}`, ...(payload && { payload }), headers: bearer(token[who]) });

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json() as T;
}

const newProduct = (overrides: object = {}) => ({
  name: 'Roteador de teste',
  priceTaxExcl: 100,
  taxRate: 10,
  quantity: 7,
  sku: `T-${Math.random().toString(36).slice(2, 10)}`,
  ...overrides,
});

describe('access', () => {
  it('answers 401 without a token, 403 without the role, before reading the input', async () => {
    const calls: ['GET' | 'POST', string, Who][] = [
      ['GET', '/products', 'guest'],
      ['GET', '/product?productId=x', 'guest'],
      ['GET', '/orders', 'guest'],
      ['GET', '/order?orderId=x', 'guest'],
      ['POST', '/product/save', 'user'],
      ['POST', '/order/status', 'user'],
      ['POST', '/order/place', 'user'],
      ['POST', '/remove-products', 'staff'],
      ['POST', '/remove-orders', 'staff'],
    ];
    for (const [method, url, who] of calls) {
      const anonymous = await t.app.inject({
        method,
        url: `${base}${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(anonymous.statusCode, url).toBe(401);
      expect((await call(method, url, method === 'POST' ? {} : undefined, who)).statusCode, url).toBe(403);
    }
  });
});

describe('products', () => {
  it('has the sample catalogue for everyone: 24 products, taxRate 10 and extraShippingFee 3, every spec field', async () => {
    const response = await call('GET', '/products');
    expect(response.statusCode).toBe(200);
    const products = response.json() as Product[];
    expect(Array.isArray(products)).toBe(true);
    expect(response.headers['x-total-count']).toBe('24');
    expect(products.length).toBeGreaterThanOrEqual(20);
    for (const product of products) {
      expect(product.taxRate).toBe(10);
      expect(product.extraShippingFee).toBe(3);
      expect(Object.keys(product).sort()).toEqual(
        [
          'id',
          'name',
          'handle',
          'description',
          'categories',
          'tags',
          'featuredImageId',
          'images',
          'priceTaxExcl',
          'priceTaxIncl',
          'taxRate',
          'comparedPrice',
          'quantity',
          'sku',
          'width',
          'height',
          'depth',
          'weight',
          'extraShippingFee',
          'active',
        ].sort(),
      );
    }
    expect(new Set(products.flatMap((product) => product.categories))).toEqual(
      new Set(['Handsets', 'Routers', 'SIM kits', 'Accessories']),
    );
  });

  it('pages, sorts, searches and filters in the database, with the total and cursors in headers', async () => {
    const first = await call('GET', '/products?limit=5&sort=priceTaxIncl&order=desc');
    const page = first.json() as Product[];
    expect(page).toHaveLength(5);
    expect(page.map((p) => p.priceTaxIncl)).toEqual([...page.map((p) => p.priceTaxIncl)].sort((a, b) => b - a));
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await ok<Product[]>(call('GET', `/products?limit=5&sort=priceTaxIncl&order=desc&cursor=${cursor}`));
    expect(second[0]?.priceTaxIncl).toBeLessThanOrEqual(page[4]?.priceTaxIncl ?? 0);
    expect(second.map((p) => p.id)).not.toContain(page[0]?.id);

    const searched = await ok<Product[]>(call('GET', '/products?q=galaxy'));
    expect(searched.map((p) => p.name).sort()).toEqual(['Galaxy A55 5G 128 GB', 'Galaxy S24 256 GB']);
    const routers = await ok<Product[]>(call('GET', '/products?category=Routers'));
    expect(routers).toHaveLength(5);
    const low = await ok<Product[]>(call('GET', '/products?lowStock=true'));
    expect(low.length).toBeGreaterThan(0);
    expect(low.every((p) => p.quantity <= 5)).toBe(true);
    const inactive = await ok<Product[]>(call('GET', '/products?active=false'));
    expect(inactive.every((p) => !p.active)).toBe(true);
    expect((await call('GET', '/products?sort=nope')).statusCode).toBe(400);
  });

  it('appends a product when the id is new, computing handle and tax-included price; updates when the id exists', async () => {
    const created = await ok<Product>(
      call('POST', '/product/save', newProduct({ name: 'Chip Pré-pago Família' }), 'staff'),
    );
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.handle).toBe('chip-pre-pago-familia');
    expect(created.priceTaxIncl).toBe(110);
    const read = await ok<Product>(call('GET', `/product?productId=${created.id}`));
    expect(read).toEqual(created);

    const updated = await ok<Product>(
      call('POST', '/product/save', { ...created, priceTaxExcl: 200, priceTaxIncl: 1 }, 'staff'),
    );
    expect(updated.id).toBe(created.id);
    // The tax-included price follows the price and the rate, whatever was sent.
    expect(updated.priceTaxIncl).toBe(220);
    const total = (await call('GET', '/products?limit=1')).headers['x-total-count'];
    await ok(call('POST', '/product/save', { ...updated, name: 'Chip Pré-pago Família 2' }, 'staff'));
    expect((await call('GET', '/products?limit=1')).headers['x-total-count']).toBe(total);
  });

  it('refuses a bad product with 400 naming the fields, with declared codes', async () => {
    const bad = await call('POST', '/product/save', { name: '', priceTaxExcl: -1, quantity: 1.5 }, 'staff');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codes).toMatchObject({
      name: 'eCommerce.name',
      priceTaxExcl: 'eCommerce.price',
      quantity: 'eCommerce.quantity',
    });
    const one = await ok<Product>(call('POST', '/product/save', newProduct({ name: 'Único', sku: 'UNIQ-1' }), 'staff'));
    const clash = await call('POST', '/product/save', newProduct({ name: 'Único', sku: 'UNIQ-1' }), 'staff');
    expect(clash.statusCode).toBe(400);
    expect(clash.json().codes).toEqual({ handle: 'eCommerce.handleTaken', sku: 'eCommerce.skuTaken' });
    expect(one.sku).toBe('UNIQ-1');
    const featured = await call('POST', '/product/save', newProduct({ featuredImageId: 3 }), 'staff');
    expect(featured.json().codes).toEqual({ featuredImageId: 'eCommerce.featured' });
    const foreignImage = await call(
      'POST',
      '/product/save',
      newProduct({ images: [{ id: 1, url: 'https://evil.example/x.png', type: 'image' }] }),
      'staff',
    );
    expect(foreignImage.json().codes).toEqual({ images: 'eCommerce.images' });
    expect((await call('POST', '/product/save', newProduct({ name: 'a\u0000b' }), 'staff')).statusCode).toBe(400);
  });

  it('takes images through the upload module, with a thumbnail, and keeps the featured one', async () => {
    const { payload, headers } = await multipartBody(await makeImage('png'), {
      fileName: 'router.png',
      type: 'image/png',
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${base}/product/images`,
      payload,
      headers: { ...headers, ...bearer(token.staff) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json() as { url: string; thumbnail: string };
    expect(image.thumbnail).toBe(`${image.url}/thumbnail`);
    const saved = await ok<Product>(
      call(
        'POST',
        '/product/save',
        newProduct({ name: 'Com foto', images: [{ id: 1, url: image.url, type: 'image' }], featuredImageId: 1 }),
        'staff',
      ),
    );
    expect(saved.images).toEqual([{ id: 1, url: image.url, type: 'image' }]);
    expect(saved.featuredImageId).toBe(1);
    const thumbnail = await t.app.inject({ method: 'GET', url: image.thumbnail, headers: bearer(token.user) });
    expect(thumbnail.statusCode).toBe(200);
    const html = await multipartBody(Buffer.from('<html></html>'), { fileName: 'x.png', type: 'image/png' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${base}/product/images`,
      payload: html.payload,
      headers: { ...html.headers, ...bearer(token.staff) },
    });
    expect(refused.statusCode).toBe(415);
  });

  it('removes many products at once (admins), none when one id is unknown, and answers the ids', async () => {
    const a = await ok<Product>(call('POST', '/product/save', newProduct({ name: 'Remover A' }), 'staff'));
    const b = await ok<Product>(call('POST', '/product/save', newProduct({ name: 'Remover B' }), 'staff'));
    const stale = await call(
      'POST',
      '/remove-products',
      { productIds: [a.id, '00000000-0000-4000-8000-000000000000'] },
      'admin',
    );
    expect(stale.statusCode).toBe(404);
    expect(stale.json().code).toBe('eCommerce.productNotFound');
    expect((await call('GET', `/product?productId=${a.id}`)).statusCode).toBe(200);
    expect(await ok(call('POST', '/remove-products', { productIds: [a.id, b.id] }, 'admin'))).toEqual([a.id, b.id]);
    expect((await call('GET', `/product?productId=${a.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/product?productId=not-a-uuid')).statusCode).toBe(404);
    expect((await call('POST', '/remove-products', { productIds: [] }, 'admin')).json().codes).toEqual({
      productIds: 'eCommerce.productIds',
    });
  });

  it('exports the view as CSV with formulas kept as text', async () => {
    await ok(call('POST', '/product/save', newProduct({ name: '=HYPERLINK("http://evil")' }), 'staff'));
    const csv = await call('GET', '/products/export.csv?q=HYPERLINK');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body.trim().split('\n');
    expect(header).toContain('priceTaxIncl');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});

describe('orders', () => {
  it('has 20 sample orders, newest first, with every spec field and the status history newest first', async () => {
    const response = await call('GET', '/orders');
    const orders = response.json() as Order[];
    expect(response.headers['x-total-count']).toBe('20');
    expect(orders).toHaveLength(20);
    const dates = orders.map((order) => order.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const order = orders[0] as Order;
    expect(order.date).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Object.keys(order.customer).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'avatar',
        'company',
        'jobTitle',
        'email',
        'phone',
        'invoiceAddress',
        'shippingAddress',
      ].sort(),
    );
    expect(Object.keys(order.products[0] ?? {}).sort()).toEqual(['id', 'image', 'name', 'price', 'quantity', 'total']);
    expect(Object.keys(order.payment).sort()).toEqual(['amount', 'date', 'method', 'transactionId']);
    expect(Object.keys(order.shippingDetails[0] ?? {}).sort()).toEqual([
      'carrier',
      'date',
      'fee',
      'tracking',
      'weight',
    ]);
    for (const one of orders) {
      const history = one.status.map((entry) => entry.date);
      expect(history).toEqual([...history].sort().reverse());
      expect(Number(one.discount)).toBeLessThanOrEqual(0);
      expect(Number(one.total)).toBeCloseTo(Number(one.subtotal) + Number(one.tax) + Number(one.discount), 2);
    }
    expect(new Set(orders.map((one) => one.payment.method))).toEqual(
      new Set(['Credit Card', 'Check', 'PayPal', 'Bank-wire']),
    );
    expect(new Set(orders.map((one) => one.shippingDetails[0]?.carrier))).toEqual(new Set(['TNT', 'USPS', 'FedEx']));
  });

  it('knows the 14 statuses with the spec’s ids, names and colours', () => {
    expect(orderStatuses.map((status) => status.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(orderStatuses[3]).toEqual({ id: 4, name: 'Shipped', color: 'purple-500' });
    expect(orderStatuses[13]?.name).toBe('Awaiting Cash-on-delivery payment');
    expect(new Set(orderStatuses.map((status) => status.color))).toEqual(
      new Set([
        'blue-500',
        'green-500',
        'green-800',
        'orange-500',
        'purple-300',
        'purple-500',
        'pink-500',
        'red-500',
        'red-900',
      ]),
    );
  });

  it('filters by status and searches by reference or customer', async () => {
    const shipped = await call('GET', '/orders?status=4,5');
    const orders = shipped.json() as Order[];
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => [4, 5].includes(order.status[0]?.id ?? 0))).toBe(true);
    expect(shipped.headers['x-total-count']).toBe(String(orders.length));
    const any = (await ok<Order[]>(call('GET', '/orders')))[3] as Order;
    const byReference = await ok<Order[]>(call('GET', `/orders?q=${any.reference.toLowerCase()}`));
    expect(byReference.map((order) => order.id)).toContain(any.id);
    const byCustomer = await ok<Order[]>(call('GET', `/orders?q=${encodeURIComponent(any.customer.lastName)}`));
    expect(
      byCustomer.every(
        (order) =>
          order.customer.lastName === any.customer.lastName || order.customer.firstName.includes(any.customer.lastName),
      ),
    ).toBe(true);
    expect((await call('GET', '/orders?status=15')).json().codes).toEqual({ status: 'eCommerce.statusFilter' });
    const byTotal = await ok<Order[]>(call('GET', '/orders?sort=total&order=asc&limit=5'));
    expect(byTotal.map((order) => Number(order.total))).toEqual(
      byTotal.map((order) => Number(order.total)).sort((a, b) => a - b),
    );
  });

  it('places an order taking stock in the same transaction, and cancelling puts it back', async () => {
    const product = await ok<Product>(
      call('POST', '/product/save', newProduct({ name: 'Estoque', quantity: 3 }), 'staff'),
    );
    const place = (quantity: number) =>
      call(
        'POST',
        '/order/place',
        {
          customer: { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com' },
          products: [{ id: product.id, quantity }],
          paymentMethod: 'Credit Card',
          carrier: 'FedEx',
        },
        'staff',
      );
    const tooMany = await place(4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().codes).toEqual({ products: 'eCommerce.stock' });
    expect((await ok<Product>(call('GET', `/product?productId=${product.id}`))).quantity).toBe(3);

    const order = await ok<Order>(place(2));
    expect(order.status[0]).toMatchObject({ id: 2, name: 'Payment accepted' });
    expect(order.products[0]).toMatchObject({ id: product.id, quantity: 2, price: '110.00', total: '220.00' });
    expect(order).toMatchObject({ subtotal: '200.00', tax: '20.00', discount: '0.00', total: '220.00' });
    expect((await ok<Product>(call('GET', `/product?productId=${product.id}`))).quantity).toBe(1);

    const canceled = await ok<Order>(call('POST', '/order/status', { orderId: order.id, statusId: 6 }, 'staff'));
    expect(canceled.status.map((entry) => entry.id)).toEqual([6, 2]);
    expect((await ok<Product>(call('GET', `/product?productId=${product.id}`))).quantity).toBe(3);
  });

  it('adds statuses newest first and refuses the changes that are not allowed', async () => {
    const product = await ok<Product>(
      call('POST', '/product/save', newProduct({ name: 'Fluxo', quantity: 10 }), 'staff'),
    );
    const order = await ok<Order>(
      call(
        'POST',
        '/order/place',
        {
          customer: { firstName: 'Rui', lastName: 'Dias', email: 'rui@example.com' },
          products: [{ id: product.id, quantity: 1 }],
          paymentMethod: 'Check',
          carrier: 'TNT',
        },
        'staff',
      ),
    );
    const change = (statusId: number) => call('POST', '/order/status', { orderId: order.id, statusId }, 'staff');
    const early = await change(5);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      codes: { statusId: 'eCommerce.transition' },
      message: 'An order cannot go from “Awaiting check payment” to “Delivered”',
    });
    await ok(change(2));
    await ok(change(4));
    const delivered = await ok<Order>(change(5));
    expect(delivered.status.map((entry) => entry.id)).toEqual([5, 4, 2, 1]);
    await ok(change(7));
    const afterRefund = await change(3);
    expect(afterRefund.statusCode).toBe(400);
    expect(afterRefund.json().codes).toEqual({ statusId: 'eCommerce.transition' });
    expect((await change(99)).json().codes).toEqual({ statusId: 'eCommerce.status' });
    expect((await call('POST', '/order/status', { orderId: 'nope', statusId: 2 }, 'staff')).statusCode).toBe(404);
  });

  it('reads one order, 404 for an unknown id, and removes many (admins), none when one is unknown', async () => {
    const [a, b] = await ok<Order[]>(call('GET', '/orders?limit=2&sort=reference'));
    if (!a || !b) throw new Error('no orders');
    expect(await ok(call('GET', `/order?orderId=${a.id}`))).toEqual(a);
    const unknown = await call('GET', '/order?orderId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('eCommerce.orderNotFound');
    expect((await call('POST', '/remove-orders', { orderIds: [a.id, 'x'] }, 'admin')).statusCode).toBe(404);
    expect(await ok(call('POST', '/remove-orders', { orderIds: [a.id, b.id] }, 'admin'))).toEqual([a.id, b.id]);
    expect((await call('GET', `/order?orderId=${b.id}`)).statusCode).toBe(404);
  });
});
