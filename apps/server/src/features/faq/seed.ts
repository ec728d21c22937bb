import type { SampleData } from '../../db/sample-data';
import { faqCategories, faqItems } from './table';

/**
 * The company's FAQ as a new database starts: questions staff ask about the console, in Portuguese (the
 * company's working language, like the rest of its sample content). Answers are Markdown.
 */
const sampleFaq: { title: string; entries: [question: string, answer: string][] }[] = [
  {
    title: 'Conta e acesso',
    entries: [
      [
        'Como entro no console?',
        'Abra a página **Entrar**, informe seu e-mail e sua senha e escolha **ENTRAR**. Se a empresa tiver configurado um provedor externo, use o botão dele.',
      ],
      [
        'Esqueci minha senha. O que faço?',
        'Na página de entrada, escolha **Esqueceu a senha?** e siga as instruções. Se a conta foi desativada, fale com um administrador.',
      ],
      [
        'Por que fui desconectado de repente?',
        'Um administrador pode ter encerrado suas sessões ou desativado a conta, ou a sessão chegou ao fim do prazo. Entre novamente; se não conseguir, fale com um administrador.',
      ],
      [
        'Quem pode ver a lista de dados de usuários?',
        'Somente administradores. Pessoas com o papel *staff* ou *user* não veem essa lista nem conseguem abri-la pelo endereço.',
      ],
    ],
  },
  {
    title: 'Dispositivos',
    entries: [
      [
        'Como encontro um aparelho pelo IMEI?',
        'Na **Lista de dispositivos**, digite o IMEI (ou parte dele) na busca. A busca também encontra número de série, MSISDN e modelo.',
      ],
      [
        'Posso importar vários aparelhos de uma vez?',
        'Sim: use **Importar CSV** na lista de dispositivos. O console mostra uma prévia com os problemas de cada linha antes de gravar, e grava tudo ou nada.',
      ],
      [
        'Como marco um aparelho como perdido?',
        'Selecione o aparelho, escolha **Status** e depois **Perdido**. A mudança fica registrada no histórico do aparelho.',
      ],
      [
        'A exportação abre errado na planilha. Por quê?',
        'Escolha o separador que sua planilha espera (`;` para português e turco, `,` para inglês) ao exportar. Células que começam com `=`, `+`, `-` ou `@` são protegidas.',
      ],
    ],
  },
  {
    title: 'E-mail e tarefas',
    entries: [
      [
        'Posso desfazer um e-mail enviado?',
        'Por alguns segundos depois de enviar, o aviso **Desfazer** devolve a mensagem aos rascunhos antes que ela seja entregue.',
      ],
      [
        'Por que as imagens de um e-mail não aparecem?',
        'Imagens de fora do console ficam bloqueadas até você escolher **mostrar imagens**, para que o remetente não saiba quando você leu a mensagem.',
      ],
      [
        'Como organizo minhas tarefas?',
        'Use etiquetas e filtros na página **Tarefas**, arraste as tarefas para reordená-las e marque as concluídas.',
      ],
      [
        'Quem vê minhas tarefas e meus e-mails?',
        'Somente você. Cada conta vê apenas os próprios e-mails e tarefas; o servidor recusa qualquer outra conta.',
      ],
    ],
  },
  {
    title: 'Personalização',
    entries: [
      [
        'Como mudo o idioma do console?',
        'No menu de idiomas da barra superior, escolha português, inglês, turco ou árabe. Em árabe, a página passa a ser lida da direita para a esquerda.',
      ],
      [
        'Posso mudar as cores e o layout?',
        'Sim: abra o painel de **Configurações** para escolher o tema, o esquema de cores e o layout. A escolha fica salva na sua conta.',
      ],
      ['Como crio atalhos?', 'Use o botão de atalhos na barra superior e adicione as páginas que você mais usa.'],
      [
        'Existe uma busca no console inteiro?',
        'A busca da barra superior (**Ctrl+K**) encontra páginas do console; cada lista também tem a sua própria busca.',
      ],
    ],
  },
];

export const faqSampleData: SampleData = {
  feature: 'faq',
  async load(db) {
    for (const [categoryPosition, category] of sampleFaq.entries()) {
      const [row] = await db
        .insert(faqCategories)
        .values({ title: category.title, position: categoryPosition })
        .returning({ id: faqCategories.id });
      if (!row) throw new Error('The FAQ category insert returned no row');
      await db
        .insert(faqItems)
        .values(
          category.entries.map(([question, answer], position) => ({ categoryId: row.id, question, answer, position })),
        );
    }
  },
};
