import { sampleInvoiceId } from '@conecta/contracts/invoices';
import type { SampleData } from '../../db/sample-data';
import { invoices } from './table';

/** The spec's sample invoice (demo-apps §9): id of 10 characters, number P9-0004, four lines billed by the hour. */
export const sampleInvoice = {
  id: sampleInvoiceId,
  number: 'P9-0004',
  date: '2026-11-02',
  dueDate: '2026-12-02',
  from: {
    title: 'Conecta Telecomunicações Ltda.',
    address: 'Av. Paulista, 1578 — Bela Vista, São Paulo — SP, 01310-200',
    phone: '+55 11 4002-8922',
    email: 'faturamento@conecta.example',
    website: 'www.conecta.example',
  },
  client: {
    title: 'Transportadora Rio Sul S.A.',
    address: 'Rua da Assembleia, 77 — Centro, Rio de Janeiro — RJ, 20011-001',
    phone: '+55 21 3554-1200',
    email: 'financeiro@riosul.example',
  },
  services: [
    {
      id: '1',
      title: 'Instalação de roteadores 5G',
      detail: 'Instalação e configuração em campo dos roteadores das 12 filiais',
      unit: 'Hour',
      unitPrice: '12.00',
      quantity: '240',
    },
    {
      id: '2',
      title: 'Projeto de cobertura',
      detail: 'Estudo de sinal e projeto da rede interna dos centros de distribuição',
      unit: 'Hour',
      unitPrice: '10.50',
      quantity: '350',
    },
    {
      id: '3',
      title: 'Ativação de chips IoT',
      detail: 'Provisionamento e ativação das linhas dos rastreadores da frota',
      unit: 'Hour',
      unitPrice: '4.00',
      quantity: '50',
    },
    {
      id: '4',
      title: 'Suporte técnico dedicado',
      detail: 'Plantão de suporte à frota de aparelhos durante a implantação',
      unit: 'Hour',
      unitPrice: '6.50',
      quantity: '260',
    },
  ],
  discount: '120.60',
} as const;

/** Loaded once per database: the invoice is the company's, the same for everyone signed in. */
export const invoicesSampleData: SampleData = {
  feature: 'invoices',
  async load(db) {
    await db
      .insert(invoices)
      .values({ ...sampleInvoice, services: sampleInvoice.services.map((line) => ({ ...line })) });
  },
};
