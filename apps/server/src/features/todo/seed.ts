import type { Database } from '../../db/client';
import type { AccountSampleData } from '../../platform/account-sample-data';
import { type NewTodoRow, todoItems } from './table';

/** Label ids of the contract: frontend 0, backend 1, api 2, issue 3, mobile 4. */
const label = { frontend: 0, backend: 1, api: 2, issue: 3, mobile: 4 } as const;

interface SampleTodo {
  title: string;
  notes: string;
  /** Days from today (negative: past); undefined: no date. */
  start?: number;
  due?: number;
  completed?: boolean;
  starred?: boolean;
  important?: boolean;
  deleted?: boolean;
  labels?: number[];
}

const sampleTodos: SampleTodo[] = [
  {
    title: 'Renovar token DEP do MDM',
    notes: 'Sem ele, os iPhones novos não entram no MDM (ticket #5521).',
    start: 0,
    due: 0,
    important: true,
    labels: [label.issue, label.mobile],
  },
  {
    title: 'Conferir fatura Vivo de novembro',
    notes: 'Comparar as 412 linhas com o inventário antes de aprovar.',
    start: -1,
    due: 3,
    starred: true,
    labels: [label.backend],
  },
  {
    title: 'Schedule porting window for batch PORT-2211',
    notes: 'Friday 02:00–05:00; warn the field team.',
    start: 0,
    due: 2,
    important: true,
    labels: [label.api],
  },
  {
    title: 'Distribuir 18 aparelhos para técnicos de campo',
    notes: 'Lista da Marta; entrega na segunda de manhã.',
    start: 2,
    due: 4,
    labels: [label.mobile],
  },
  {
    title: 'Suspend 27 idle lines',
    notes: 'No traffic for 90 days; confirm with João first.',
    start: 1,
    due: 7,
    labels: [label.backend],
  },
  {
    title: 'Atualizar patch de segurança Android',
    notes: 'Prazo do time de segurança: dia 30.',
    start: -3,
    due: 5,
    important: true,
    labels: [label.mobile, label.issue],
  },
  {
    title: 'Review eSIM rollout plan',
    notes: 'Priya’s draft for Q1: check carrier QR provisioning support.',
    start: -2,
    due: 6,
    starred: true,
    labels: [label.frontend],
  },
  {
    title: 'Cotação de 50 roteadores 5G',
    notes: 'Pedir a três fornecedores.',
    start: -5,
    due: -1,
    completed: true,
    labels: [label.api],
  },
  {
    title: 'Renew rugged tablet VPN profile',
    notes: 'Re-pushed to 60 tablets (ticket #5498).',
    start: -6,
    due: -4,
    completed: true,
    labels: [label.issue],
  },
  {
    title: 'Inventário trimestral de SIMs',
    notes: 'Conferir ICCIDs em estoque no almoxarifado.',
    due: 14,
    labels: [label.backend],
  },
  {
    title: 'Roaming request form on the service desk',
    notes: 'New policy from January: roaming on request only.',
    start: 3,
    due: 10,
    labels: [label.frontend, label.api],
  },
  {
    title: 'Pagar boleto do pedido Samsung 88102',
    notes: '60 Galaxy Tab Active5.',
    start: -8,
    due: -2,
    completed: true,
    starred: true,
  },
  {
    title: 'Proposta TIM IoT 500 linhas',
    notes: 'Comparar com contrato atual; validade 30 dias.',
    start: 0,
    due: 20,
    important: true,
  },
  {
    title: 'Old device disposal quote',
    notes: 'Superseded by the recycling programme.',
    start: -20,
    due: -10,
    deleted: true,
  },
  {
    title: 'Treinamento do novo app de campo',
    notes: 'Turma de 12 técnicos; sala 3.',
    start: 5,
    due: 5,
    labels: [label.mobile, label.frontend],
  },
];

const dayMs = 86_400_000;

/** The account's sample to-dos: fleet, lines and IT tasks, in Portuguese and English. */
export const todoAccountSampleData: AccountSampleData = {
  feature: 'todo',
  async load(tx: Database, accountId: string) {
    // Dates at 09:00 UTC, so a to-do "today" is today wherever the console is used around Brazil and Europe.
    const today = new Date();
    today.setUTCHours(9, 0, 0, 0);
    const at = (days: number | undefined) => (days === undefined ? null : new Date(today.getTime() + days * dayMs));
    const rows: NewTodoRow[] = sampleTodos.map((todo, index) => ({
      accountId,
      title: todo.title,
      notes: todo.notes,
      startDate: at(todo.start),
      dueDate: at(todo.due),
      completed: todo.completed ?? false,
      starred: todo.starred ?? false,
      important: todo.important ?? false,
      deleted: todo.deleted ?? false,
      labels: todo.labels ?? [],
      position: index + 1,
    }));
    await tx.insert(todoItems).values(rows);
  },
};
