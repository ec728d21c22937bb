import type { Invoice } from '@conecta/contracts/invoices';
import { api } from '../../app/api';

/** The invoice call (`GET /api/invoices/get-invoice?id=`); the company's invoices, read by everyone signed in. */
export const invoicesApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    getInvoice: build.query<Invoice, string>({
      query: (id) => ({ url: '/invoices/get-invoice', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
  }),
});

export const { useGetInvoiceQuery } = invoicesApi;
