import type { ScrumboardActivity, ScrumboardChecklist } from '@conecta/contracts/scrumboard';
import { inArray } from 'drizzle-orm';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import type { SampleData } from '../../db/sample-data';
import { emailOf } from '../users';
import { defaultLabels, uriOf } from './board';
import { scrumboardBoards, scrumboardCards, scrumboardLists, scrumboardMembers } from './table';

interface SampleCard {
  name: string;
  description?: string;
  labels?: string[];
  members?: string[];
  dueInDays?: number;
  checklist?: [name: string, items: [string, boolean][]];
  comments?: [email: string, message: string][];
}

interface SampleBoard {
  name: string;
  color: 'fuse-dark' | 'blue-grey';
  members: string[];
  lists: [name: string, cards: SampleCard[]][];
}

const admin = 'admin@conecta.example';
const staff = 'staff@conecta.example';
const mariana = emailOf('Mariana Albuquerque');
const rafael = emailOf('Rafael Monteiro');
const larissa = emailOf('Larissa Fonseca');

/** The company's sample boards: the admin and staff accounts are members, the sample user is on none. */
const boards: SampleBoard[] = [
  {
    name: 'Migração para eSIM',
    color: 'fuse-dark',
    members: [admin, staff, mariana, larissa],
    lists: [
      [
        'Backlog',
        [
          { name: 'Levantar os aparelhos sem suporte a eSIM', labels: ['Design'], members: [larissa] },
          { name: 'Definir o preço do chip físico de reserva', labels: ['Feature'] },
          { name: 'Traduzir o guia de ativação', labels: ['App'], dueInDays: 12 },
          { name: 'Planejar a comunicação com os clientes corporativos', members: [mariana] },
        ],
      ],
      [
        'Em andamento',
        [
          {
            name: 'Tela de ativação por QR code',
            description: 'O cliente lê o QR code do perfil eSIM e o app confirma a linha.',
            labels: ['App', 'Feature'],
            members: [staff, larissa],
            dueInDays: 5,
            checklist: [
              'Critérios de aceite',
              [
                ['Lê o QR code com a câmera', true],
                ['Mostra a linha (MSISDN) ativada', false],
                ['Funciona sem rede Wi-Fi', false],
              ],
            ],
            comments: [[larissa, 'Os testes com o Galaxy S24 passaram.']],
          },
          { name: 'Integração com o provisionamento da operadora', labels: ['Feature'], members: [admin] },
          { name: 'Corrigir ICCID duplicado na importação', labels: ['Bug'], members: [staff], dueInDays: 2 },
          { name: 'Relatório de linhas migradas', labels: ['App'] },
        ],
      ],
      [
        'Em revisão',
        [
          { name: 'Política de troca de aparelhos', labels: ['Design'], members: [mariana] },
          {
            name: 'Página de perguntas frequentes do eSIM',
            labels: ['App'],
            comments: [[admin, 'Falta a pergunta sobre portabilidade.']],
          },
          { name: 'Alerta de chip sem uso há 90 dias', labels: ['Feature', 'Bug'], dueInDays: -1 },
        ],
      ],
      [
        'Concluído',
        [
          { name: 'Escolher o fornecedor de perfis eSIM', labels: ['Design'], members: [admin] },
          { name: 'Treinar a equipe das lojas', members: [mariana, staff] },
          { name: 'Contrato com a operadora parceira', labels: ['Feature'] },
        ],
      ],
    ],
  },
  {
    name: 'Rede 5G: expansão',
    color: 'blue-grey',
    members: [admin, staff, rafael],
    lists: [
      [
        'A fazer',
        [
          { name: 'Vistoriar as torres da zona sul', members: [rafael], dueInDays: 7 },
          { name: 'Atualizar o firmware dos roteadores 5G', labels: ['Bug'] },
        ],
      ],
      ['Fazendo', [{ name: 'Medir a cobertura em Campinas', labels: ['Feature'], members: [staff] }]],
      ['Feito', [{ name: 'Licença da faixa de 3,5 GHz', labels: ['Design'] }]],
    ],
  },
];

export const scrumboardSampleData: SampleData = {
  feature: 'scrumboard',
  async load(tx: Database) {
    const emails = [...new Set(boards.flatMap((board) => board.members))];
    const found = await tx
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.email, emails));
    const idOf = new Map(found.map((account) => [account.email, account.id]));
    const day = 24 * 60 * 60 * 1000;
    for (const [index, sample] of boards.entries()) {
      const labels = defaultLabels.map((label) => ({ id: crypto.randomUUID(), ...label }));
      const labelId = new Map(labels.map((label) => [label.name, label.id]));
      const [board] = await tx
        .insert(scrumboardBoards)
        .values({
          name: sample.name,
          uri: uriOf(sample.name),
          color: sample.color,
          labels,
          // A second apart, so the boards list in the order written here.
          createdAt: new Date(Date.now() - (boards.length - index) * 1000),
        })
        .returning({ id: scrumboardBoards.id });
      if (!board) throw new Error('The sample board was not written');
      const members = sample.members.flatMap((email) => idOf.get(email) ?? []);
      if (members.length)
        await tx.insert(scrumboardMembers).values(members.map((accountId) => ({ boardId: board.id, accountId })));
      for (const [position, [name, cards]] of sample.lists.entries()) {
        const [list] = await tx
          .insert(scrumboardLists)
          .values({ boardId: board.id, name, position })
          .returning({ id: scrumboardLists.id });
        if (!list) throw new Error('The sample list was not written');
        if (cards.length === 0) continue;
        await tx.insert(scrumboardCards).values(
          cards.map((card, cardPosition) => {
            const checklists: ScrumboardChecklist[] = card.checklist
              ? [
                  {
                    id: crypto.randomUUID(),
                    name: card.checklist[0],
                    checkItems: card.checklist[1].map(([item, checked]) => ({
                      id: crypto.randomUUID(),
                      name: item,
                      checked,
                    })),
                  },
                ]
              : [];
            const activities: ScrumboardActivity[] = (card.comments ?? []).flatMap(([email, message]) => {
              const idMember = idOf.get(email);
              return idMember
                ? [
                    {
                      id: crypto.randomUUID(),
                      type: 'comment' as const,
                      idMember,
                      message,
                      time: new Date(Date.now() - day).toISOString(),
                    },
                  ]
                : [];
            });
            return {
              boardId: board.id,
              listId: list.id,
              position: cardPosition,
              name: card.name,
              description: card.description ?? '',
              idLabels: (card.labels ?? []).flatMap((label) => labelId.get(label) ?? []),
              idMembers: (card.members ?? []).flatMap((email) => idOf.get(email) ?? []),
              due: card.dueInDays === undefined ? null : new Date(Date.now() + card.dueInDays * day),
              checklists,
              activities,
            };
          }),
        );
      }
    }
  },
};
