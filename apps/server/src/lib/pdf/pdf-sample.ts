// A sample prescription-like document (made-up people) that exercises every block, accents and a
// list long enough to flow onto a second page. Used by the tests and for docs/screenshots/pdf-sample.png.
import type { PdfDocument } from './pdf-document.js';

export const SAMPLE_NOW = new Date('2026-03-14T13:45:00.000Z');

export function samplePdfDocument(): PdfDocument {
  const guidance = [
    'Administrar o comprimido junto com a refeição da manhã; não triturar.',
    'Oferecer água fresca à vontade durante todo o tratamento.',
    'Observar apetite, vômitos, diarreia ou apatia e avisar a clínica se ocorrerem.',
    'Não interromper o tratamento antes do prazo, mesmo que o animal pareça melhor.',
    'Manter o medicamento fora do alcance de crianças e de outros animais da casa.',
    'Pesar o animal a cada 15 dias; a dose pode ser ajustada conforme o peso.',
    'Retornar para reavaliação clínica e exames de controle em 30 dias.',
  ];
  return {
    info: { title: 'Receita — Thor', author: 'Dra. Ana Beatriz Souza', subject: 'Receita veterinária (exemplo)' },
    header: {
      title: 'Clínica Veterinária São Francisco de Assis',
      lines: [
        'Av. Paulista, 1000 — Bela Vista, São Paulo/SP · (11) 3456-7890',
        'Dra. Ana Beatriz Souza · CRMV-SP 12345',
      ],
    },
    footer: 'Documento de exemplo gerado pelo Vetor · não tem validade como receita',
    blocks: [
      { type: 'title', text: 'Receita de uso veterinário' },
      {
        type: 'keyValues',
        items: [
          { label: 'Paciente', value: 'Thor (cão, macho, 7 anos, 32,5 kg)' },
          { label: 'Espécie e raça', value: 'Canina · Pastor-alemão' },
          { label: 'Tutor(a)', value: 'João Conceição Araújo · CPF 529.982.247-25' },
          { label: 'Endereço', value: 'Rua Ângelo Simões, 45, ap. 12 — Jardim Paulistânia, São João da Boa Vista/SP' },
        ],
      },
      { type: 'heading', text: 'Uso oral' },
      {
        type: 'table',
        columns: [
          { header: 'Medicamento', width: 3 },
          { header: 'Dose', width: 2 },
          { header: 'Frequência', width: 2 },
          { header: 'Duração', width: 1.2, align: 'right' },
        ],
        rows: [
          ['Carprofeno 75 mg (comprimido)', '2,2 mg/kg → 1 comprimido', 'a cada 12 horas', '7 dias'],
          ['Omeprazol 20 mg (cápsula)', '1 mg/kg → 1½ cápsula', 'a cada 24 horas, em jejum', '10 dias'],
          ['Suplemento de ômega-3 (óleo de peixe)', '1 cápsula de 1.000 mg', 'a cada 24 horas', 'contínuo'],
        ],
      },
      { type: 'heading', text: 'Orientações ao tutor' },
      {
        type: 'paragraph',
        text: 'Estas orientações acompanham a receita. Em caso de dúvida, reação inesperada ou piora, entre em contato com a clínica antes de mudar qualquer dose.',
      },
      { type: 'list', ordered: true, items: [...guidance, ...guidance.map((g) => `(Revisão) ${g}`), ...guidance] },
      {
        type: 'paragraph',
        emphasis: true,
        text: 'Acentuação completa: á à â ã ä é ê í ó ô õ ú ü ç Á À Â Ã É Ê Í Ó Ô Õ Ú Ç · nº 1, 1ª via, 2º andar · “aspas” — travessão … €.',
      },
      {
        type: 'qr',
        value: 'https://vetor.app/receitas/verificar/EXEMPLO-2026-0314',
        caption:
          'Confira a autenticidade desta receita lendo o código ou em vetor.app/receitas/verificar (código EXEMPLO-2026-0314).',
      },
      {
        type: 'signature',
        name: 'Dra. Ana Beatriz Souza',
        lines: ['Médica-veterinária · CRMV-SP 12345', 'São Paulo, 14 de março de 2026'],
      },
    ],
  };
}
