// The e-mail an owner (tutor) receives when the vet shares clinical handouts (docs/product/content-and-study.md §2 share by
// e-mail): the titles and the link to the page where they can be read on a phone and printed.
import { html, layout, type MailContent, textLayout } from './layout.js';

export interface HandoutsSharedData {
  ownerName: string;
  patientName: string;
  /** 'Dra. Ana Souza' */
  vetName: string;
  link: string;
  titles: string[];
}

export function handoutsShared(data: HandoutsSharedData): MailContent {
  const first = data.ownerName.split(' ')[0] ?? data.ownerName;
  const what = data.titles.length === 1 ? 'uma orientação' : `${data.titles.length} orientações`;
  const intro = `${data.vetName} enviou ${what} sobre os cuidados com ${data.patientName}.`;
  const linkLine = 'Abra pelo link abaixo. Você pode ler no celular ou imprimir:';
  const doubt = 'Em caso de dúvida, fale com o veterinário que atendeu o seu animal.';
  return {
    subject: `Orientações para ${data.patientName} — ${data.vetName}`,
    text: textLayout([
      `Olá, ${first}!`,
      '',
      intro,
      ...data.titles.map((t) => `- ${t}`),
      '',
      linkLine,
      data.link,
      '',
      doubt,
    ]),
    html: layout({
      title: `Orientações para ${data.patientName}`,
      preheader: intro,
      body: html`<p>Olá, ${first}!</p>
<p>${intro}</p>
<ul>${data.titles.map((t) => html`<li>${t}</li>`)}</ul>
<p>${linkLine}<br><a href="${data.link}" style="color:#1b4b8f">${data.link}</a></p>
<p>${doubt}</p>`,
    }),
  };
}
