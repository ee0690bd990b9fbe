// The duo plan invitation: the owner shares PRO with one person, who accepts through the link.
import { html, layout, type MailContent, textLayout } from './layout.js';

export interface DuoInvitationData {
  ownerEmail: string;
  /** /home?va_pro_duo_owner=<owner uid> on the web app. */
  link: string;
  days: number;
}

export function duoInvitation(data: DuoInvitationData): MailContent {
  const intro = `${data.ownerEmail} compartilhou com você a assinatura Vetor PRO Duo.`;
  const how = 'Para aceitar, entre no Vetor com este e-mail e abra o link abaixo.';
  const validity = `O convite vale ${data.days} dias.`;
  return {
    subject: 'Convite para o Vetor PRO Duo',
    text: textLayout(['Olá!', '', intro, how, data.link, '', validity]),
    html: layout({
      title: 'Convite para o Vetor PRO Duo',
      preheader: intro,
      body: html`<p>Olá!</p>
<p>${intro}</p>
<p>${how}</p>
<p><a href="${data.link}" style="display:inline-block;background:#1b4b8f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">Aceitar o convite</a></p>
<p style="font-size:14px;color:#4a5878">${data.link}</p>
<p>${validity}</p>`,
    }),
  };
}
