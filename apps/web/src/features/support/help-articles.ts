import type { Section } from '@vetor/domain/content/content-base.schemas';
import { SECTION_STYLE } from '@vetor/domain/content/section-style';

// The help centre (docs/product/platform-accounts-subscription.md §2 user menu; docs/product/content-and-study.md §2: the flashcards help, the handouts how-it-works
// and purchases). Two articles already live beside their screens and open from here by query
// (/cards?help, /handouts?faq); the others are written here and shown by /help/:id.

export interface HelpLink {
  id: string;
  title: string;
  description: string;
  /** Where the article opens. */
  path: string;
}

export const HELP_LINKS: HelpLink[] = [
  {
    id: 'purchases',
    title: 'Assinatura, pagamento e cancelamento',
    description: 'O que o Vetor PRO inclui, formas de pagamento, plano Duo e como cancelar',
    path: '/help/purchases',
  },
  {
    id: 'handouts',
    title: 'Como funcionam as orientações ao tutor',
    description: 'Escolher, enviar por WhatsApp ou e-mail e o que o tutor vê',
    path: '/handouts?faq=true',
  },
  {
    id: 'flashcards',
    title: 'Como estudar com flashcards',
    description: 'Categorias, notas de 1 a 5, revisão espaçada e limite diário',
    path: '/cards?help=true',
  },
  {
    id: 'news',
    title: 'Notícias e publicidade',
    description: 'Onde ver as novidades e quando aparece publicidade',
    path: '/help/news-and-ads',
  },
];

const p = (...paragraphs: string[]): Section => ({ style: SECTION_STYLE.PARAGRAPH, paragraphs });
const bullets = (...items: string[]): Section[] => items.map((text) => ({ style: SECTION_STYLE.BULLET, text }));
const title = (text: string, ...sections: Section[]): Section => ({ style: SECTION_STYLE.TITLE, text, sections });

export interface HelpArticle {
  id: string;
  title: string;
  sections: Section[];
}

export const HELP_ARTICLES: Record<string, HelpArticle> = {
  purchases: {
    id: 'purchases',
    title: 'Assinatura, pagamento e cancelamento',
    sections: [
      p(
        'O Vetor gratuito dá acesso a medicamentos e vacinas, produtos, calculadoras, orientações ao tutor e prescrições. O Vetor PRO libera todo o conteúdo clínico e as ferramentas de apoio à decisão.',
      ),
      title(
        'O que o PRO inclui',
        ...bullets(
          'Doenças, tratamento e patologia clínica completos.',
          'Algoritmos interativos, diagnóstico diferencial e interações medicamentosas.',
          'Flashcards sem limite diário.',
          'Nenhuma publicidade.',
        ),
      ),
      title(
        'Pagamento',
        p(
          'No site, a assinatura é paga com cartão de crédito ou Pix em um ambiente de pagamento seguro; o Vetor não guarda os dados do seu cartão. No aplicativo do celular, a assinatura é feita pela loja do aparelho e cobrada por ela.',
        ),
        p('O acesso PRO começa assim que o pagamento é confirmado. Se demorar, saia e entre de novo na conta.'),
      ),
      title(
        'Plano Duo',
        p(
          'No plano Duo você compartilha o PRO com outra pessoa: em Menu > Assinatura compartilhada, informe o e-mail dela. Ela recebe um link para aceitar e pode sair do compartilhamento quando quiser; você pode parar de compartilhar a qualquer momento.',
        ),
      ),
      title(
        'Cancelamento e reembolso',
        p(
          'Cancele quando quiser em Menu > Gerenciar assinatura (assinaturas feitas no site) ou nas configurações de assinatura da loja do celular (assinaturas feitas no aplicativo). O acesso continua até o fim do período já pago.',
        ),
        p(
          'Compras feitas pela internet podem ser desistidas em até 7 dias da contratação, com devolução do valor, como prevê o Código de Defesa do Consumidor (art. 49). Peça pelo Fale conosco.',
        ),
      ),
      title(
        'Excluir a conta',
        p(
          'Em Meus dados > Excluir conta. Uma assinatura ativa precisa ser cancelada antes; os seus dados pessoais são apagados ou anonimizados conforme a LGPD.',
        ),
      ),
    ],
  },
  'news-and-ads': {
    id: 'news-and-ads',
    title: 'Notícias e publicidade',
    sections: [
      title(
        'Notícias',
        p(
          'A aba Notícias e o cartão da tela inicial mostram as novidades do conteúdo: monografias novas e diretrizes atualizadas, com as referências. As não lidas ficam marcadas até você abri-las, em qualquer aparelho.',
        ),
      ),
      title(
        'Publicidade',
        ...bullets(
          'Aparece apenas no plano gratuito, sempre com o rótulo "Publicidade".',
          'Nunca aparece em doses, calculadoras ou prescrições.',
          'Um anúncio em janela aparece no máximo uma vez por dia.',
          'Os anúncios atuais são do próprio Vetor.',
        ),
      ),
    ],
  },
};
