import { inArray } from 'drizzle-orm';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import type { SampleData } from '../../db/sample-data';
import { fileManagerItems, type NewFileManagerItemRow } from './table';

type SampleItem = Omit<NewFileManagerItemRow, 'parentId' | 'ownerId'> & {
  /** 'public' for the company's items, or a sample account's email. */
  owner: string;
  children?: SampleItem[];
};

const day = 86_400_000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20) - daysAgo * day);

const file = (
  name: string,
  type: 'document' | 'spreadsheet',
  size: number,
  owner: string,
  daysAgo: number,
  offline = false,
): SampleItem => ({
  name,
  type,
  size,
  owner,
  extention: name.slice(name.lastIndexOf('.') + 1),
  offline,
  createdAt: at(daysAgo + 30),
  modifiedAt: at(daysAgo),
  openedAt: at(Math.max(0, daysAgo - 1)),
});

const folder = (name: string, owner: string, daysAgo: number, children: SampleItem[]): SampleItem => ({
  name,
  type: 'folder',
  owner,
  createdAt: at(daysAgo + 60),
  modifiedAt: at(daysAgo),
  openedAt: null,
  children,
});

const admin = 'admin@conecta.example';
const staff = 'staff@conecta.example';

/** The drive's sample: four folders and eleven files, the company's and two people's (no bytes behind them). */
const sampleItems: SampleItem[] = [
  folder('Documentos', 'public', 3, [
    file('Contrato de serviço.pdf', 'document', 482_113, 'public', 12),
    file('Política de privacidade.docx', 'document', 96_512, admin, 40, true),
  ]),
  folder('Financeiro', admin, 1, [
    file('Orçamento 2026.xlsx', 'spreadsheet', 31_744, admin, 2),
    file('Faturas de outubro.xlsx', 'spreadsheet', 28_311, staff, 15),
    folder('Relatórios', admin, 5, [file('Relatório trimestral.pdf', 'document', 1_204_922, admin, 5)]),
  ]),
  folder('Marketing', staff, 8, [file('Campanha de verão.pptx', 'document', 3_554_200, staff, 8)]),
  file('Lista de linhas ativas.csv', 'spreadsheet', 12_004, 'public', 4, true),
  file('Manual do portal.pdf', 'document', 2_048_000, 'public', 20),
  file('Notas da reunião.txt', 'document', 4_321, staff, 6),
  file('Estoque de chips.xlsx', 'spreadsheet', 19_876, admin, 9),
  file('Onboarding checklist.docx', 'document', 45_820, 'public', 30),
];

/** Loaded once per database: the company drive's first folders and files. */
export const fileManagerSampleData: SampleData = {
  feature: 'file-manager',
  async load(tx: Database) {
    const people = await tx
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.email, [admin, staff]));
    const idOf = new Map(people.map((person) => [person.email, person.id]));
    const write = async (items: readonly SampleItem[], parentId: string | null) => {
      for (const { owner, children, ...item } of items) {
        const [row] = await tx
          .insert(fileManagerItems)
          .values({ ...item, parentId, ownerId: owner === 'public' ? null : (idOf.get(owner) ?? null) })
          .returning({ id: fileManagerItems.id });
        if (row && children) await write(children, row.id);
      }
    };
    await write(sampleItems, null);
  },
};
