import { createHash } from 'node:crypto';
import { type MailAttachment, mailFolderId } from '@conecta/contracts/mail';
import { eq } from 'drizzle-orm';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import type { AccountSampleData } from '../../platform/account-sample-data';
import { createFileStore, storedFileUrl } from '../../uploads';
import { mailAttachmentUse } from './attachment-use';
import { samplePdf } from './sample-files';
import { mailBodyText, sanitizeMailHtml } from './sanitize';
import { mailItems, type NewMailRow } from './table';

/** Label ids of the contract: note 0, paypal 1, invoice 2, amazon 3. */
const label = { note: 0, paypal: 1, invoice: 2, amazon: 3 } as const;

interface SampleMail {
  from: { name: string; email: string };
  subject: string;
  /** Paragraphs; the first may carry simple inline markup. */
  body: string[];
  hoursAgo: number;
  folder?: keyof typeof mailFolderId;
  read?: boolean;
  starred?: boolean;
  important?: boolean;
  labels?: number[];
  attachments?: SampleFile[];
  cc?: { name: string; email: string }[];
}

/** A sample attachment: a small PDF stored through the upload module for the account at load time. */
interface SampleFile {
  fileName: string;
  lines: string[];
}
const file = (fileName: string, ...lines: string[]): SampleFile => ({ fileName, lines });

const people = {
  vivo: { name: 'Vivo Empresas', email: 'faturamento@vivo-empresas.example' },
  claro: { name: 'Claro Corporativo', email: 'portabilidade@claro-corp.example' },
  samsung: { name: 'Samsung Distribuição', email: 'pedidos@samsung-dist.example' },
  apple: { name: 'Apple Business', email: 'orders@apple-business.example' },
  itDesk: { name: 'IT Service Desk', email: 'servicedesk@conecta.example' },
  marta: { name: 'Marta Ribeiro', email: 'marta.ribeiro@conecta.example' },
  joao: { name: 'João Carvalho', email: 'joao.carvalho@conecta.example' },
  priya: { name: 'Priya Nair', email: 'priya.nair@conecta.example' },
  logistics: { name: 'LogiTrans Logística', email: 'rastreio@logitrans.example' },
  paypal: { name: 'PayPal', email: 'service@paypal.example' },
  amazon: { name: 'Amazon Business', email: 'order-update@amazon-business.example' },
  security: { name: 'Segurança da Informação', email: 'seginfo@conecta.example' },
  unknown: { name: 'Prêmio Garantido', email: 'ganhe@premio-garantido.example' },
  tim: { name: 'TIM Empresas', email: 'atendimento@tim-empresas.example' },
};

const sampleMails: SampleMail[] = [
  {
    from: people.vivo,
    subject: 'Fatura de novembro — conta 4410-22',
    body: [
      'Olá, sua fatura corporativa de <strong>novembro</strong> está disponível.',
      'Valor total: R$ 48.312,90 referente a 412 linhas móveis. Vencimento em 10/12.',
      'Em caso de dúvidas, acesse <a href="https://vivo-empresas.example/faturas">vivo-empresas.example/faturas</a> ou responda este e-mail.',
      'Atenciosamente,<br>Equipe de Faturamento<br><em>Vivo Empresas</em>',
    ],
    hoursAgo: 2,
    labels: [label.invoice],
    important: true,
    attachments: [
      file(
        'fatura-novembro-4410-22.pdf',
        'Vivo Empresas - Fatura de novembro',
        'Conta 4410-22 - 412 linhas móveis',
        'Total: R$ 48.312,90 - vencimento 10/12',
      ),
    ],
  },
  {
    from: people.claro,
    subject: 'Portabilidade: 35 linhas agendadas para sexta-feira',
    body: [
      'Confirmamos a janela de portabilidade das 35 linhas do lote <em>PORT-2211</em> para sexta-feira, das 02h às 05h.',
      'Os chips provisórios continuam ativos até a conclusão.',
    ],
    hoursAgo: 5,
    starred: true,
    important: true,
  },
  {
    from: people.samsung,
    subject: 'Pedido 88213 confirmado: 120 Galaxy A56',
    body: [
      'Seu pedido de 120 aparelhos Galaxy A56 128 GB foi confirmado.',
      'Previsão de entrega: 7 dias úteis no centro de distribuição de Barueri.',
    ],
    hoursAgo: 9,
    labels: [label.note],
  },
  {
    from: people.itDesk,
    subject: 'Ticket #5521 — MDM enrollment failing for new iPhones',
    body: [
      'Hi team, the last batch of iPhone 16e devices fails the MDM enrollment step with error 0x8011.',
      'We suspect the DEP token expired. Can someone from the fleet team renew it?',
    ],
    hoursAgo: 12,
    important: true,
  },
  {
    from: people.marta,
    subject: 'Re: troca de aparelhos da equipe de campo',
    body: [
      'Oi! Segue a lista atualizada dos 18 técnicos que vão receber aparelhos novos.',
      'Podemos fazer a entrega na segunda de manhã?',
    ],
    hoursAgo: 20,
    read: true,
    labels: [label.note],
    attachments: [
      file('tecnicos-campo.pdf', 'Técnicos de campo - troca de aparelhos', '18 técnicos - entrega na segunda-feira'),
    ],
  },
  {
    from: people.apple,
    subject: 'Your order W1234567 has shipped',
    body: [
      'Good news: 40 iPad (10th generation) units have shipped.',
      'Tracking numbers are listed in your business account.',
    ],
    hoursAgo: 26,
    read: true,
    labels: [label.amazon],
  },
  {
    from: people.logistics,
    subject: 'Entrega agendada — remessa LT-99812',
    body: ['Sua remessa com 3 volumes será entregue amanhã entre 9h e 12h.', 'Documento do recebedor obrigatório.'],
    hoursAgo: 30,
    read: true,
  },
  {
    from: people.paypal,
    subject: 'Payment received from Conecta Store',
    body: [
      'You received a payment of US$ 1,240.00 for accessories order #A-3301.',
      'The funds are available in your balance.',
    ],
    hoursAgo: 34,
    read: true,
    labels: [label.paypal],
  },
  {
    from: people.joao,
    subject: 'Linhas sem uso há 90 dias',
    body: [
      'Levantei 27 linhas sem tráfego nos últimos 90 dias.',
      'Sugiro suspender temporariamente para reduzir custos. O que acha?',
    ],
    hoursAgo: 40,
    starred: true,
  },
  {
    from: people.priya,
    subject: 'eSIM rollout plan for Q1',
    body: [
      'Attached is the draft plan for moving 30% of the fleet to eSIM in Q1.',
      'Key risks: carrier support for QR provisioning and older handsets.',
    ],
    hoursAgo: 48,
    read: true,
    starred: true,
    attachments: [
      file(
        'esim-rollout-q1.pdf',
        'eSIM rollout plan - Q1',
        'Target: 30% of the fleet on eSIM',
        'Risks: carrier QR provisioning, older handsets',
      ),
    ],
  },
  {
    from: people.security,
    subject: 'Aviso: atualização obrigatória do Android',
    body: [
      'Todos os aparelhos Android devem estar com o patch de segurança de novembro até o dia 30.',
      'Aparelhos desatualizados serão bloqueados no MDM.',
    ],
    hoursAgo: 55,
    important: true,
  },
  {
    from: people.tim,
    subject: 'Proposta comercial: plano IoT 500 linhas',
    body: [
      'Conforme reunião, segue proposta para 500 linhas IoT com franquia compartilhada de 200 GB.',
      'Validade da proposta: 30 dias.',
    ],
    hoursAgo: 70,
    read: true,
    labels: [label.invoice],
    attachments: [
      file(
        'proposta-iot-500.pdf',
        'TIM Empresas - Proposta IoT',
        '500 linhas - franquia compartilhada de 200 GB',
        'Validade: 30 dias',
      ),
    ],
  },
  {
    from: people.amazon,
    subject: 'Your Amazon Business order of 200 USB-C cables',
    body: ['Order #114-2231 will arrive on Thursday.', 'Delivery to: Conecta — Almoxarifado.'],
    hoursAgo: 80,
    read: true,
    labels: [label.amazon],
  },
  {
    from: people.itDesk,
    subject: 'Ticket #5498 resolved — VPN profile on rugged tablets',
    body: ['The VPN profile was re-pushed to the 60 rugged tablets. Please confirm on your side.'],
    hoursAgo: 96,
    read: true,
  },
  {
    from: people.vivo,
    subject: 'Fatura de outubro — conta 4410-22 (paga)',
    body: ['Confirmamos o pagamento da fatura de outubro. Obrigado!'],
    hoursAgo: 24 * 25,
    read: true,
    labels: [label.invoice],
  },
  {
    from: people.marta,
    subject: 'Reunião de fornecedores na quinta',
    body: ['Pauta: renovação do contrato de manutenção, prazos de entrega e SLA de reparos.'],
    hoursAgo: 24 * 6,
    read: true,
    labels: [label.note],
    cc: [people.joao],
  },
  {
    from: people.claro,
    subject: 'Portability request PORT-2198 rejected',
    body: [
      'Request rejected: the CNPJ of the current holder does not match.',
      'Please send the corrected holder document.',
    ],
    hoursAgo: 24 * 7,
    important: true,
  },
  {
    from: people.samsung,
    subject: 'Boleto do pedido 88102',
    body: ['Segue o boleto referente ao pedido 88102 (60 Galaxy Tab Active5).'],
    hoursAgo: 24 * 8,
    read: true,
    labels: [label.invoice, label.paypal],
    attachments: [file('boleto-88102.pdf', 'Samsung Distribuição - Boleto', 'Pedido 88102 - 60 Galaxy Tab Active5')],
  },
  {
    from: people.priya,
    subject: 'Roaming policy update',
    body: ['From January, international roaming is enabled only on request through the service desk.'],
    hoursAgo: 24 * 9,
    read: true,
  },
  {
    from: people.logistics,
    subject: 'Comprovante de entrega LT-99650',
    body: ['A remessa LT-99650 foi entregue e assinada por R. Souza.'],
    hoursAgo: 24 * 10,
    read: true,
  },
  // Sent
  {
    from: { name: '', email: '' },
    subject: 'Pedido de cotação: 50 roteadores 5G',
    body: ['Prezados, solicitamos cotação para 50 roteadores 5G com entrega em São Paulo.'],
    hoursAgo: 15,
    folder: 'sent',
    read: true,
  },
  {
    from: { name: '', email: '' },
    subject: 'Re: Ticket #5521 — MDM enrollment',
    body: ['Renewing the DEP token now; I will let you know when it is done.'],
    hoursAgo: 11,
    folder: 'sent',
    read: true,
  },
  {
    from: { name: '', email: '' },
    subject: 'Aprovação da portabilidade PORT-2211',
    body: ['Aprovado. Favor manter os chips provisórios até sábado.'],
    hoursAgo: 4,
    folder: 'sent',
    read: true,
    labels: [label.note],
  },
  // Drafts
  {
    from: { name: '', email: '' },
    subject: 'Suspensão de linhas sem uso',
    body: ['Rascunho: lista das 27 linhas a suspender…'],
    hoursAgo: 3,
    folder: 'drafts',
    read: true,
  },
  {
    from: { name: '', email: '' },
    subject: 'Q1 budget for handsets',
    body: ['Draft: we need 320 new handsets in Q1, estimated at…'],
    hoursAgo: 30,
    folder: 'drafts',
    read: true,
  },
  // Spam
  {
    from: people.unknown,
    subject: 'Você ganhou um iPhone! Clique agora',
    body: ['Parabéns! Confirme seus dados para receber o prêmio.'],
    hoursAgo: 6,
    folder: 'spam',
  },
  {
    from: { name: 'Cheap Phones', email: 'deals@cheap-phones.example' },
    subject: 'Wholesale phones 90% off',
    body: ['Unbeatable prices on refurbished phones. Reply to order.'],
    hoursAgo: 50,
    folder: 'spam',
  },
  // Trash
  {
    from: people.amazon,
    subject: 'Recommendations for your business',
    body: ['Based on your orders, you may like these chargers.'],
    hoursAgo: 24 * 4,
    folder: 'trash',
    read: true,
  },
  {
    from: people.tim,
    subject: 'Pesquisa de satisfação',
    body: ['Avalie nosso atendimento em 2 minutos.'],
    hoursAgo: 24 * 12,
    folder: 'trash',
    read: true,
  },
  {
    from: people.joao,
    subject: 'Almoço de fim de ano',
    body: ['Pessoal, o almoço será no dia 19. Confirmem presença!'],
    hoursAgo: 24 * 3,
    read: true,
    starred: true,
  },
];

const html = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');

/** The account's sample mailbox: ~30 mails of the fleet's daily life across the five folders. */
export const mailAccountSampleData: AccountSampleData = {
  feature: 'mail',
  async load(tx: Database, accountId: string) {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    if (!account) return;
    const me = { name: account.displayName, email: account.email };
    const myPhoto = account.photoUrl;
    const now = Date.now();
    const store = createFileStore(tx);
    const stored = async (sample: SampleFile): Promise<MailAttachment> => {
      const content = samplePdf(sample.lines);
      const saved = await store.save({
        use: mailAttachmentUse.name,
        ownerId: accountId,
        fileName: sample.fileName,
        contentType: 'application/pdf',
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        thumbnail: null,
      });
      return {
        type: saved.contentType,
        fileName: saved.fileName,
        preview: '',
        url: storedFileUrl(saved.id),
        size: saved.size,
      };
    };
    const rows: NewMailRow[] = [];
    for (const mail of sampleMails) {
      const attachments: MailAttachment[] = [];
      for (const sample of mail.attachments ?? []) attachments.push(await stored(sample));
      rows.push(rowOf(mail, attachments));
    }
    await tx.insert(mailItems).values(rows);

    function rowOf(mail: SampleMail, attachments: MailAttachment[]): NewMailRow {
      const outgoing = mail.folder === 'sent' || mail.folder === 'drafts';
      const message = sanitizeMailHtml(html(mail.body));
      return {
        accountId,
        folder: mailFolderId[mail.folder ?? 'inbox'],
        draft: mail.folder === 'drafts',
        fromName: outgoing ? me.name : mail.from.name,
        fromEmail: outgoing ? me.email : mail.from.email,
        fromAvatar: outgoing ? myPhoto : '',
        to: outgoing ? [people.marta] : [me],
        cc: mail.cc ?? [],
        subject: mail.subject,
        message,
        bodyText: mailBodyText(message),
        time: new Date(now - mail.hoursAgo * 3_600_000),
        read: mail.read ?? false,
        starred: mail.starred ?? false,
        important: mail.important ?? false,
        labels: mail.labels ?? [],
        attachments,
        notDeliveredTo: mail.folder === 'sent' ? [people.marta.email] : [],
      };
    }
  },
};
