import type { CalendarRecurrence } from '@conecta/contracts/calendar';
import type { Database } from '../../db/client';
import type { AccountSampleData } from '../../platform/account-sample-data';
import { calendarEvents, type NewCalendarEventRow } from './table';

const repeat = (recurrence: Partial<CalendarRecurrence> & Pick<CalendarRecurrence, 'freq'>): CalendarRecurrence => ({
  interval: 1,
  byWeekday: [],
  until: null,
  count: null,
  ...recurrence,
});

/** [title, day of the current month, start hour (null: all day), hours (days when all day), desc, repetition]. */
type Sample = [string, number, number | null, number, string, CalendarRecurrence | null];
const samples: Sample[] = [
  [
    'Reunião semanal da equipe',
    2,
    9,
    1,
    'Pauta: chamados abertos e linhas novas.',
    repeat({ freq: 'weekly', byWeekday: ['MO'] }),
  ],
  ['Stand-up', 3, 8, 0.25, '', repeat({ freq: 'daily', count: 20 })],
  ['Fechamento mensal', 28, 14, 2, 'Faturas e relatório de consumo.', repeat({ freq: 'monthly' })],
  ['Aniversário da empresa', 15, null, 1, '', repeat({ freq: 'yearly' })],
  ['Treino de suporte', 6, 16, 1.5, '', repeat({ freq: 'weekly', byWeekday: ['TU', 'TH'], count: 8 })],
  ['Visita ao cliente Vivo Empresas', 4, 10, 2, 'Levar o contrato novo.', null],
  ['Troca de chips eSIM em lote', 7, 13, 3, '', null],
  ['Renew the fleet insurance policy', 9, null, 1, '', null],
  ['Auditoria de linhas inativas', 11, 9, 4, '', null],
  ['Almoço com fornecedores', 12, 12, 1.5, '', null],
  ['Feira de telecom', 17, null, 3, 'São Paulo Expo.', null],
  ['Revisão de contratos', 19, 15, 1, '', null],
  ['Manutenção da plataforma', 21, 22, 2, 'Janela de manutenção noturna.', null],
  ['Planejamento do trimestre', 24, 10, 3, '', null],
  ['Férias da Ana', -3, null, 5, '', null],
  ['Entrega do relatório anual', 35, 17, 1, '', null],
];

export const calendarSampleTitles = samples.map(([title]) => title);

/** Each account's first call to Calendar writes these, around the current month (UTC wall times), once. */
export const calendarAccountSampleData: AccountSampleData = {
  feature: 'calendar',
  async load(tx: Database, accountId: string) {
    const now = new Date();
    const rows: NewCalendarEventRow[] = samples.map(([title, day, hour, length, desc, recurrence]) => {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day, hour ?? 0));
      const end = new Date(start.getTime() + length * (hour === null ? 86_400_000 : 3_600_000));
      return { accountId, title, allDay: hour === null, start, end, desc, timeZone: 'UTC', recurrence };
    });
    await tx.insert(calendarEvents).values(rows);
  },
};
