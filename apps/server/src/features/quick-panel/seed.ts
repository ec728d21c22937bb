import type { SampleData } from '../../db/sample-data';
import { quickPanelItems } from './table';

const events = [
  { title: 'Janela de manutenção 5G — São Paulo', detail: 'Sábado, 02:00–05:00 · torres da zona sul' },
  { title: 'Lote de 300 roteadores chega ao estoque', detail: 'Segunda-feira · centro de distribuição de Campinas' },
  { title: 'Renovação do contrato NB-IoT', detail: 'Quarta-feira, 14:00 · sala de reuniões 3' },
  { title: 'Treinamento da equipe de campo', detail: 'Sexta-feira, 09:00 · Belo Horizonte' },
];
const notes = [
  { title: 'Chips eSIM em falta', detail: 'Priorizar reposição para clientes corporativos' },
  { title: 'Atualização de firmware pendente', detail: 'Modelos de hotspot com versão anterior a 3.2' },
  { title: 'Inventário trimestral', detail: 'Conferir aparelhos marcados como perdidos ou roubados' },
];

export const quickPanelSampleData: SampleData = {
  feature: 'quick-panel',
  async load(db) {
    await db
      .insert(quickPanelItems)
      .values([
        ...events.map((item, position) => ({ ...item, kind: 'event' as const, position })),
        ...notes.map((item, position) => ({ ...item, kind: 'note' as const, position })),
      ]);
  },
};
