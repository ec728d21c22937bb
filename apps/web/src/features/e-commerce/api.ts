import {
  listHeaders,
  type Order,
  type OrderStatusChange,
  type Product,
  type ProductSave,
} from '@conecta/contracts/e-commerce';
import type { KeysetPage } from '@conecta/contracts/list';
import { api } from '../../app/api';

/**
 * The list calls answer the spec's array; the page's total and cursors come as headers, put back together
 * here into the page the grid kit reads.
 */
function pageOf<Row>(rows: Row[], meta: { response?: Response } | undefined): KeysetPage<Row> {
  const headers = meta?.response?.headers;
  return {
    items: rows,
    total: Number(headers?.get(listHeaders.total) ?? rows.length),
    totalIsEstimate: headers?.get(listHeaders.totalIsEstimate) === 'true',
    nextCursor: headers?.get(listHeaders.nextCursor) ?? null,
    prevCursor: headers?.get(listHeaders.prevCursor) ?? null,
  };
}

const productList = { type: 'ECommerceProduct', id: 'LIST' } as const;
const orderList = { type: 'ECommerceOrder', id: 'LIST' } as const;

/** E-commerce's calls (`/api/e-commerce-app/*`): the company's catalogue and orders. */
export const eCommerceApi = api
  .enhanceEndpoints({ addTagTypes: ['ECommerceProduct', 'ECommerceOrder'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listProducts: build.query<KeysetPage<Product>, Record<string, string>>({
        query: (params) => ({ url: '/e-commerce-app/products', params }),
        transformResponse: (rows: Product[], meta) => pageOf(rows, meta),
        providesTags: [productList],
        keepUnusedDataFor: 0,
      }),
      product: build.query<Product, string>({
        query: (productId) => ({ url: '/e-commerce-app/product', params: { productId } }),
        providesTags: (_result, _error, id) => [{ type: 'ECommerceProduct', id }],
      }),
      saveProduct: build.mutation<Product, ProductSave>({
        query: (product) => ({ url: '/e-commerce-app/product/save', method: 'POST', body: product }),
        invalidatesTags: (result, error) => (error ? [] : [productList, { type: 'ECommerceProduct', id: result?.id }]),
      }),
      removeProducts: build.mutation<string[], string[]>({
        query: (productIds) => ({ url: '/e-commerce-app/remove-products', method: 'POST', body: { productIds } }),
        invalidatesTags: (_result, error) => (error ? [] : [productList]),
      }),
      listOrders: build.query<KeysetPage<Order>, Record<string, string>>({
        query: (params) => ({ url: '/e-commerce-app/orders', params }),
        transformResponse: (rows: Order[], meta) => pageOf(rows, meta),
        providesTags: [orderList],
        keepUnusedDataFor: 0,
      }),
      order: build.query<Order, string>({
        query: (orderId) => ({ url: '/e-commerce-app/order', params: { orderId } }),
        providesTags: (_result, _error, id) => [{ type: 'ECommerceOrder', id }],
      }),
      changeOrderStatus: build.mutation<Order, OrderStatusChange>({
        query: (change) => ({ url: '/e-commerce-app/order/status', method: 'POST', body: change }),
        invalidatesTags: (result, error) =>
          error ? [] : [orderList, { type: 'ECommerceOrder', id: result?.id }, productList],
      }),
      removeOrders: build.mutation<string[], string[]>({
        query: (orderIds) => ({ url: '/e-commerce-app/remove-orders', method: 'POST', body: { orderIds } }),
        invalidatesTags: (_result, error) => (error ? [] : [orderList]),
      }),
    }),
  });

export const {
  useListProductsQuery,
  useProductQuery,
  useSaveProductMutation,
  useRemoveProductsMutation,
  useListOrdersQuery,
  useOrderQuery,
  useChangeOrderStatusMutation,
  useRemoveOrdersMutation,
} = eCommerceApi;
