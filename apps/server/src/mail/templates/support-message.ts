// The two e-mails of "Fale conosco" (docs/product/platform-accounts-subscription.md §2 contact us): the message as support receives it, and
// the acknowledgement the user gets (support answers by replying to the first one).
import { html, layout, type MailContent, textLayout } from './layout.js';

export interface SupportMessageData {
  /** The signed-in user's e-mail (the reply goes there). */
  email: string;
  uid: string;
  topic: string;
  subject: string;
  message: string;
  appVersion: string;
  platform: string;
}

export function supportMessage(data: SupportMessageData): MailContent {
  const meta = `De: ${data.email} · conta ${data.uid} · ${data.platform} ${data.appVersion}`;
  return {
    subject: `[Fale conosco] ${data.topic}: ${data.subject}`,
    text: textLayout([
      meta,
      `Assunto: ${data.topic}`,
      '',
      data.message,
      '',
      'Responda a este e-mail para falar com o usuário.',
    ]),
    html: layout({
      title: `Fale conosco: ${data.subject}`,
      preheader: data.subject,
      body: html`<p style="color:#555">${meta}</p>
<p><strong>${data.topic}</strong>: ${data.subject}</p>
<p style="white-space:pre-wrap">${data.message}</p>
<p style="color:#555">Responda a este e-mail para falar com o usuário.</p>`,
    }),
  };
}

export interface SupportAcknowledgementData {
  subject: string;
}

export function supportAcknowledgement(data: SupportAcknowledgementData): MailContent {
  const received = `Recebemos sua mensagem "${data.subject}".`;
  const when = 'Nossa equipe responde por e-mail em até 2 dias úteis.';
  const clinical =
    'Para dúvidas sobre um paciente em atendimento, siga o julgamento clínico e as referências do conteúdo: o suporte não substitui uma consulta.';
  return {
    subject: `Recebemos sua mensagem: ${data.subject}`,
    text: textLayout(['Olá!', '', received, when, '', clinical, '', 'Equipe Vetor']),
    html: layout({
      title: 'Recebemos sua mensagem',
      preheader: received,
      body: html`<p>Olá!</p>
<p>${received} ${when}</p>
<p>${clinical}</p>
<p>Equipe Vetor</p>`,
    }),
  };
}
