import { randomUUID } from 'node:crypto';
import { labelHandleOf } from '@conecta/contracts/notes';
import type { Database } from '../../db/client';
import type { AccountSampleData } from '../../platform/account-sample-data';
import { notesItems, notesLabels } from './table';

const day = 24 * 60 * 60 * 1000;
const labelNames = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'] as const;
type LabelName = (typeof labelNames)[number];

interface SampleNote {
  title: string;
  description?: string;
  archive?: boolean;
  /** Days from now; sample reminders lie ahead, so none fires at an account's first visit. */
  reminderInDays?: number;
  checklist?: [string, boolean][];
  labels?: LabelName[];
}

// Oldest first: each is a minute newer than the one before, so the newest is the last here.
const sampleNotes: SampleNote[] = [
  { title: 'Senhas do Wi-Fi da loja', description: 'Rede: Conecta-Loja\nA senha muda todo mês.', labels: ['Work'] },
  {
    title: 'Lista de compras',
    checklist: [
      ['Leite', true],
      ['Pão', false],
      ['Café', false],
    ],
    labels: ['Family', 'Tasks'],
  },
  {
    title: 'Field visit checklist',
    description: 'Before visiting a corporate client.',
    checklist: [
      ['Spare SIM cards', false],
      ['Signal meter', true],
      ['Signed contract', false],
    ],
    labels: ['Work', 'Priority'],
    reminderInDays: 2,
  },
  { title: 'Aniversário da Ana', description: 'Comprar um presente.', labels: ['Friends'], reminderInDays: 5 },
  {
    title: 'Ideias para o fim de semana',
    description: 'Trilha na serra, cinema, feira de domingo.',
    labels: ['Personal'],
  },
  { title: 'Old router models', description: 'Retired in March: kept for reference.', archive: true, labels: ['Work'] },
  {
    title: 'Renovar o seguro da frota',
    description: 'Comparar três propostas antes do vencimento.',
    labels: ['Tasks', 'Priority'],
    reminderInDays: 7,
  },
];

/** Each account's first call to Notes writes these labels and notes, once (new accounts get them too). */
export const notesAccountSampleData: AccountSampleData = {
  feature: 'notes',
  async load(tx: Database, accountId: string) {
    const labels = labelNames.map((name) => ({ id: randomUUID(), accountId, name, handle: labelHandleOf(name) }));
    await tx.insert(notesLabels).values(labels);
    const idOf = (name: LabelName) => labels.find((label) => label.name === name)?.id ?? '';
    const now = Date.now();
    const start = now - sampleNotes.length * 60_000;
    await tx.insert(notesItems).values(
      sampleNotes.map((note, index) => {
        const checklist = (note.checklist ?? []).map(([text, checked]) => ({ id: randomUUID(), checked, text }));
        return {
          accountId,
          title: note.title,
          description: note.description ?? '',
          archive: note.archive ?? false,
          time: new Date(start + index * 60_000),
          reminder: note.reminderInDays === undefined ? null : new Date(now + note.reminderInDays * day),
          checklist,
          checklistText: checklist.map((item) => item.text).join('\n'),
          labels: (note.labels ?? []).map(idOf),
        };
      }),
    );
  },
};
