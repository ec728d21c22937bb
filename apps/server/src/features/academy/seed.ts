import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SampleData } from '../../db/sample-data';
import { slugOf } from './queries';
import { academyCategories, academyCourses } from './table';

const categories = [
  { value: 'console', label: 'Console', color: '#2196f3' },
  { value: 'devices', label: 'Dispositivos', color: '#4caf50' },
  { value: 'lines', label: 'Linhas e portabilidade', color: '#ff9800' },
  { value: 'security', label: 'Segurança', color: '#e91e63' },
];

type SampleCourse = [title: string, category: string, length: number, description: string, steps: [string, string][]];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The company's courses as a new database starts: about the console and the company's products, pt-BR and English. */
const courses: SampleCourse[] = [
  [
    'Primeiros passos no console',
    'console',
    20,
    'Entre, encontre o menu e personalize o console do seu jeito.',
    [
      [
        'Entrar no console',
        p('Abra a página <strong>Entrar</strong>, informe e-mail e senha e escolha <em>Entrar</em>.'),
      ],
      [
        'O menu de navegação',
        p('O menu à esquerda reúne as aplicações. Use a busca do menu para ir direto a uma página.'),
      ],
      [
        'Idioma e tema',
        p('Nas configurações, escolha o idioma (português, inglês, turco ou árabe) e um tema claro ou escuro.'),
      ],
      [
        'Atalhos de teclado',
        p('Todo o console funciona pelo teclado: <kbd>Tab</kbd> avança, <kbd>Enter</kbd> escolhe.'),
      ],
    ],
  ],
  [
    'Getting started with the console',
    'console',
    20,
    'Sign in, find your way around the menu and make the console yours.',
    [
      [
        'Signing in',
        p('Open the <strong>Sign in</strong> page, type your e-mail and password and choose <em>Sign in</em>.'),
      ],
      [
        'The navigation menu',
        p('The menu on the side lists the applications; its search takes you straight to a page.'),
      ],
      [
        'Language and theme',
        p('In the settings, pick a language (Portuguese, English, Turkish or Arabic) and a light or dark theme.'),
      ],
    ],
  ],
  [
    'Onboarding de aparelhos corporativos',
    'devices',
    45,
    'Do recebimento à entrega: cadastre, configure e entregue um aparelho ao colaborador.',
    [
      ['Receber o lote', p('Confira a nota fiscal e os IMEIs de cada caixa antes de abrir o lote.')],
      [
        'Cadastrar no console',
        p('Na <strong>Lista de dispositivos</strong>, use <em>Importar CSV</em> para cadastrar o lote de uma vez.'),
      ],
      [
        'Configurar o perfil',
        list('Instale o perfil de gerenciamento', 'Aplique a política de senha', 'Ative a localização'),
      ],
      ['Entregar ao colaborador', p('Registre o responsável no aparelho e peça a assinatura do termo de uso.')],
      ['Conferir a ativação', p('Em até 24 horas o aparelho deve aparecer como <em>ativo</em> na lista.')],
    ],
  ],
  [
    'Device onboarding essentials',
    'devices',
    40,
    'From the box to the employee: register, configure and hand over a company device.',
    [
      ['Receiving a batch', p('Check the invoice and the IMEI of every box before opening the batch.')],
      [
        'Registering devices',
        p('In the <strong>Device list</strong>, use <em>Import CSV</em> to register a whole batch.'),
      ],
      [
        'Configuring the profile',
        list('Install the management profile', 'Apply the password policy', 'Turn on location'),
      ],
      ['Handing over', p('Record the owner on the device and have the employee sign the terms of use.')],
    ],
  ],
  [
    'Ativação de eSIM',
    'devices',
    25,
    'Como ativar um perfil eSIM por QR code e o que fazer quando a ativação falha.',
    [
      ['O que é eSIM', p('O eSIM é um chip embutido: a linha é baixada como um perfil, sem chip físico.')],
      [
        'Ler o QR code',
        p('No aparelho, abra <em>Adicionar plano celular</em> e leia o QR code enviado pela operadora.'),
      ],
      [
        'Quando falha',
        p('Confira a conexão Wi-Fi e se o aparelho está desbloqueado; um QR code só pode ser usado uma vez.'),
      ],
    ],
  ],
  [
    'Portabilidade de linhas',
    'lines',
    35,
    'Traga números de outra operadora sem perder a linha: prazos, documentos e acompanhamento.',
    [
      ['Quem pode pedir', p('O titular da linha, ou um representante da empresa titular, pode pedir a portabilidade.')],
      ['Documentos', list('CNPJ da empresa', 'Última fatura da operadora atual', 'Lista de números')],
      [
        'Prazos',
        p('A portabilidade leva até <strong>3 dias úteis</strong>; a linha fica sem serviço por no máximo 2 horas.'),
      ],
      ['Acompanhar o pedido', p('O status de cada número aparece no console, na página da linha.')],
    ],
  ],
  [
    'Number portability explained',
    'lines',
    30,
    'Bring numbers over from another carrier: deadlines, documents and tracking.',
    [
      ['Who may ask', p('The line holder, or someone acting for the company that holds it, may request a port.')],
      [
        'Documents',
        list('Company registration number', 'The latest bill from the current carrier', 'The list of numbers'),
      ],
      ['Deadlines', p('A port takes up to <strong>3 business days</strong>; the line is down for 2 hours at most.')],
    ],
  ],
  [
    'Planos e franquias de dados',
    'lines',
    20,
    'Escolha o plano certo para cada equipe e acompanhe o consumo de dados.',
    [
      [
        'Tipos de plano',
        p('Planos compartilhados dividem a franquia entre as linhas; individuais têm franquia própria.'),
      ],
      ['Acompanhar o consumo', p('O painel mostra o consumo de cada linha e avisa aos 80% da franquia.')],
      ['Trocar de plano', p('A troca vale a partir do próximo ciclo de faturamento.')],
    ],
  ],
  [
    'Segurança da conta',
    'security',
    15,
    'Senhas fortes, sessões e o que fazer quando algo parece errado.',
    [
      ['Senhas fortes', p('Use uma frase longa e única; o console nunca pede sua senha por e-mail.')],
      ['Sessões abertas', p('Um administrador pode encerrar todas as sessões de uma conta de uma vez.')],
      ['Algo estranho?', p('Avise a equipe de segurança e troque a senha imediatamente.')],
    ],
  ],
  [
    'Lost and stolen devices',
    'security',
    20,
    'What to do in the first hour after a device goes missing.',
    [
      ['Mark it lost', p('Select the device, choose <strong>Status</strong> and then <em>Lost</em>.')],
      ['Block the line', p('Ask the carrier to block the SIM so no calls or data are charged.')],
      ['Wipe remotely', p('When the device is not found within a day, send the remote wipe.')],
      ['Replace it', p('Register the replacement and move the line to it.')],
    ],
  ],
  [
    'Proteção de dados pessoais (LGPD)',
    'security',
    30,
    'O que a lei pede de quem trata dados de clientes e colaboradores no console.',
    [
      ['Princípios', list('Finalidade', 'Necessidade', 'Transparência', 'Segurança')],
      ['Quem vê o quê', p('Somente administradores veem a lista de dados de usuários.')],
      ['Pedidos do titular', p('Pedidos de acesso ou exclusão são respondidos em até 15 dias.')],
    ],
  ],
  [
    'Reports and exports',
    'console',
    25,
    'Export lists to a spreadsheet and read them correctly.',
    [
      ['Exporting', p('Every list can be exported as CSV with the filters you applied.')],
      [
        'Separators',
        p('Choose <code>;</code> for Portuguese and Turkish spreadsheets, <code>,</code> for English ones.'),
      ],
      [
        'Safe cells',
        p('Cells that start with <code>=</code>, <code>+</code>, <code>-</code> or <code>@</code> are protected.'),
      ],
    ],
  ],
  [
    'Quadros de tarefas em equipe',
    'console',
    20,
    'Organize o trabalho da equipe em quadros, listas e cartões.',
    [
      ['Criar um quadro', p('Em <strong>Scrumboard</strong>, crie um quadro e convide os membros da equipe.')],
      ['Listas e cartões', p('Arraste os cartões entre as listas conforme o trabalho anda.')],
      ['Prazos', p('Cartões com prazo vencido aparecem no painel do projeto.')],
    ],
  ],
];

/** The company's categories and courses, loaded once per database. */
export const academySampleData: SampleData = {
  feature: 'academy',
  async load(tx: Database) {
    await tx.insert(academyCategories).values(categories.map((category, position) => ({ ...category, position })));
    // One day apart, the first listed the newest.
    const now = Date.now();
    await tx.insert(academyCourses).values(
      courses.map(([title, category, length, description, steps], index) => ({
        title,
        slug: slugOf(title),
        description,
        category,
        length,
        steps: steps.map(([stepTitle, content]) => ({ id: randomUUID(), title: stepTitle, content })),
        updated: new Date(now - index * 86_400_000),
      })),
    );
  },
};
