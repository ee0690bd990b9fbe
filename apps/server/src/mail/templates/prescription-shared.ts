// The e-mail an owner (tutor) receives when the vet shares a prescription (docs/product/calculators-patients-prescriptions-management.md §2 share by e-mail):
// the guides attached as PDFs and the link to the page where they can be downloaded again.
import { html, layout, type MailContent, textLayout } from './layout.js';

export interface PrescriptionSharedData {
  ownerName: string;
  patientName: string;
  /** 'Dra. Ana Souza' */
  vetName: string;
  link: string;
  guides: number;
  hasControlled: boolean;
}

export function prescriptionShared(data: PrescriptionSharedData): MailContent {
  const first = data.ownerName.split(' ')[0] ?? data.ownerName;
  const guides = data.guides === 1 ? 'a receita' : `as ${data.guides} receitas`;
  const intro = `${data.vetName} enviou ${guides} de ${data.patientName}. Os arquivos em PDF estão anexados a este e-mail.`;
  const linkLine = 'Você também pode abrir e baixar os arquivos por este link:';
  const controlled =
    'Atenção: medicamentos controlados só são dispensados com a receita impressa em duas vias, carimbada e assinada pelo veterinário.';
  const doubt = 'Em caso de dúvida sobre o tratamento, fale com o veterinário que atendeu o seu animal.';
  return {
    subject: `Receita de ${data.patientName} — ${data.vetName}`,
    text: textLayout([
      `Olá, ${first}!`,
      '',
      intro,
      '',
      linkLine,
      data.link,
      ...(data.hasControlled ? ['', controlled] : []),
      '',
      doubt,
    ]),
    html: layout({
      title: `Receita de ${data.patientName}`,
      preheader: intro,
      body: html`<p>Olá, ${first}!</p>
<p>${intro}</p>
<p>${linkLine}<br><a href="${data.link}" style="color:#1b4b8f">${data.link}</a></p>
${data.hasControlled ? html`<p><strong>${controlled}</strong></p>` : ''}
<p>${doubt}</p>`,
    }),
  };
}
