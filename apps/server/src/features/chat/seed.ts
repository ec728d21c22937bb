import type { ChatStatus } from '@conecta/contracts';
import { inArray } from 'drizzle-orm';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import type { SampleData } from '../../db/sample-data';
import { emailOf } from '../users';
import { orderedPair } from './queries';
import { chatListEntries, chatMessages, chatProfiles, chats } from './table';

/** Moods and statuses of sample employees: shown as they are until someone signs in as them. */
const employees: ReadonlyArray<readonly [name: string, status: ChatStatus, mood: string]> = [
  ['Mariana Albuquerque', 'online', 'Fechando o inventário trimestral'],
  ['Rafael Monteiro', 'do-not-disturb', 'Em reunião com a operadora parceira até as 16h'],
  ['Beatriz Carvalho', 'online', 'Recebendo o lote de roteadores em Campinas'],
  ['Thiago Nascimento', 'away', 'Em campo na zona sul — respondo assim que puder'],
  ['Larissa Fonseca', 'online', 'Migração de chips para eSIM: pergunte-me!'],
  ['Gustavo Pereira', 'offline', 'De férias até segunda'],
  ['Camila Rocha', 'online', ''],
  ['Felipe Andrade', 'away', 'Almoço'],
  ['Juliana Barros', 'online', 'Suporte às lojas do Nordeste'],
  ['Ana Clara Souza', 'online', 'Atendimento corporativo'],
  ['João Pedro Lima', 'do-not-disturb', 'Treinamento da equipe de campo'],
  ['Fernanda Ribeiro', 'online', 'Café e planilhas ☕'],
  ['Lucas Gonçalves', 'offline', ''],
  ['Patrícia Moreira', 'away', 'Visitando clientes em Belo Horizonte'],
  ['Bruno Cardoso', 'online', 'Testando firmware 3.2 dos hotspots'],
  ['Aline Martins', 'offline', 'Licença até dia 20'],
  ['Diego Araújo', 'online', ''],
  ['Vanessa Costa', 'do-not-disturb', 'Auditoria de linhas suspensas'],
  ['Marcelo Azevedo', 'away', 'No trânsito'],
  ['Renata Dias', 'online', 'Logística reversa de aparelhos'],
  ['Eduardo Castro', 'offline', ''],
  ['Tatiane Freitas', 'online', 'Contratos NB-IoT'],
  ['Priscila Mendes', 'away', 'Volto em 15 minutos'],
  ['Vinícius Rezende', 'online', 'Plantão da rede 5G'],
  ['Gabriela Pinto', 'do-not-disturb', 'Apresentação para a diretoria'],
];

/** The README accounts: real people sign in as them, so their presence follows their connections. */
const readmeProfiles: Record<string, string> = {
  'admin@conecta.example': 'Cuidando dos acessos ao console',
  'staff@conecta.example': 'Mantendo a frota em dia',
  'user@conecta.example': '',
};

type Line = readonly [from: 'me' | 'them', minutesAgo: number, text: string];

/** A few conversations of the README accounts, so the chat is not empty on first start. */
const conversations: ReadonlyArray<{ me: string; them: string; lines: readonly Line[] }> = [
  {
    me: 'admin@conecta.example',
    them: emailOf('Mariana Albuquerque'),
    lines: [
      ['them', 2 * 24 * 60, 'Oi! Você conseguiu revisar os acessos dos novos técnicos?'],
      ['me', 2 * 24 * 60 - 12, 'Consegui, liberei os perfis de leitura para a equipe de Campinas.'],
      ['them', 2 * 24 * 60 - 15, 'Perfeito, obrigada!'],
      ['them', 50, 'Amanhã começamos o inventário trimestral. Pode conferir os aparelhos marcados como perdidos?'],
      ['them', 48, 'São uns 40 na lista, a maioria handsets.'],
    ],
  },
  {
    me: 'admin@conecta.example',
    them: emailOf('Thiago Nascimento'),
    lines: [
      ['me', 6 * 60, 'Thiago, a janela de manutenção 5G de sábado está confirmada?'],
      ['them', 5 * 60 + 40, 'Confirmada, das 02:00 às 05:00, torres da zona sul.'],
      ['me', 5 * 60 + 30, 'Ótimo. Avise o plantão se algo atrasar.'],
    ],
  },
  {
    me: 'admin@conecta.example',
    them: 'staff@conecta.example',
    lines: [
      ['me', 3 * 60, 'Sérgio, o lote de 300 roteadores já entrou no estoque?'],
      ['them', 2 * 60 + 50, 'Entrou hoje cedo. Estou cadastrando os IMEIs.'],
      ['them', 25, 'Terminei: 300 roteadores em estoque, nenhum IMEI repetido.'],
    ],
  },
  {
    me: 'staff@conecta.example',
    them: emailOf('Beatriz Carvalho'),
    lines: [
      ['them', 26 * 60, 'Bom dia! Chegaram as caixas de Campinas.'],
      ['me', 25 * 60, 'Bom dia, Beatriz! Pode separar 20 roteadores para as lojas do centro?'],
      ['them', 24 * 60, 'Separados. Seguem amanhã pela transportadora.'],
    ],
  },
  {
    me: 'staff@conecta.example',
    them: emailOf('Larissa Fonseca'),
    lines: [
      ['them', 90, 'Os clientes corporativos estão pedindo eSIM. Temos previsão de reposição?'],
      ['me', 80, 'O fornecedor prometeu para a próxima semana.'],
      ['them', 10, 'Combinado, vou avisar os gerentes de conta.'],
    ],
  },
  {
    me: 'user@conecta.example',
    them: 'staff@conecta.example',
    lines: [
      ['me', 4 * 60, 'Oi, Sérgio! Meu aparelho corporativo parou de conectar no 5G.'],
      ['them', 3 * 60 + 45, 'Oi, Ursula! Qual é o modelo? Vou ver se é a atualização de firmware.'],
      ['me', 15, 'É o mesmo da lista de hotspots com versão antiga, acho.'],
    ],
  },
  {
    me: 'user@conecta.example',
    them: emailOf('Ana Clara Souza'),
    lines: [
      ['them', 3 * 24 * 60, 'Ursula, você tem o contato do cliente da linha suspensa?'],
      ['me', 3 * 24 * 60 - 30, 'Tenho sim, te mando por e-mail.'],
      ['them', 35, 'Recebi, obrigada! Já reativamos a linha.'],
    ],
  },
];

const minute = 60_000;

async function idsByEmail(db: Database, emails: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Messages of one side that came after that side's own last message. */
function unreadOf(lines: readonly Line[], side: 'me' | 'them'): number {
  let count = 0;
  for (const [from] of lines) count = from === side ? 0 : count + 1;
  return count;
}

export const chatSampleData: SampleData = {
  feature: 'chat',
  async load(db) {
    const ids = await idsByEmail(db, [
      ...Object.keys(readmeProfiles),
      ...employees.map(([name]) => emailOf(name)),
      ...conversations.flatMap(({ me, them }) => [me, them]),
    ]);
    // Times are relative to the first start, so the conversations read as recent whenever the database is made.
    const now = Date.now();

    const profiles = [
      ...Object.entries(readmeProfiles).map(([email, mood]) => ({
        accountId: ids.get(email),
        mood,
        status: 'online' as const,
        simulatedPresence: false,
      })),
      ...employees.map(([name, status, mood]) => ({
        accountId: ids.get(emailOf(name)),
        mood,
        status,
        simulatedPresence: true,
      })),
    ].filter((profile): profile is typeof profile & { accountId: string } => profile.accountId !== undefined);
    if (profiles.length) await db.insert(chatProfiles).values(profiles).onConflictDoNothing();

    for (const { me, them, lines } of conversations) {
      const myId = ids.get(me);
      const theirId = ids.get(them);
      if (!myId || !theirId) continue;
      const [participantA, participantB] = orderedPair(myId, theirId);
      const [chat] = await db.insert(chats).values({ participantA, participantB }).onConflictDoNothing().returning();
      if (!chat) continue;
      const times = lines.map(([, minutesAgo]) => new Date(now - minutesAgo * minute));
      await db.insert(chatMessages).values(
        lines.map(([from, , text], index) => ({
          chatId: chat.id,
          who: from === 'me' ? myId : theirId,
          text,
          sentAt: times[index] ?? new Date(now),
        })),
      );
      const last = times.at(-1) ?? new Date(now);
      await db.insert(chatListEntries).values([
        {
          accountId: myId,
          chatId: chat.id,
          contactId: theirId,
          lastMessageAt: last,
          sortedAt: last,
          unread: unreadOf(lines, 'me'),
        },
        {
          accountId: theirId,
          chatId: chat.id,
          contactId: myId,
          lastMessageAt: last,
          sortedAt: last,
          unread: unreadOf(lines, 'them'),
        },
      ]);
    }
  },
};
