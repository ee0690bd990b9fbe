// The e-mail carrying a sign-in code (docs/product/platform-accounts-subscription.md, e-mail code sign-in).
import { html, layout, type MailContent, textLayout } from './layout.js';

export interface SignInCodeData {
  code: string;
  /** How long the code lasts, in minutes. */
  minutes: number;
}

export function signInCode(data: SignInCodeData): MailContent {
  const validity = `Ele vale por ${data.minutes} minutos e só pode ser usado uma vez.`;
  const ignore = 'Se você não pediu este código, ignore este e-mail: ninguém entra na sua conta sem ele.';
  return {
    subject: `Seu código de acesso ao Vetor: ${data.code}`,
    text: textLayout(['Olá!', '', `Seu código de acesso ao Vetor é: ${data.code}`, '', validity, ignore]),
    html: layout({
      title: 'Seu código de acesso ao Vetor',
      preheader: `Código ${data.code}`,
      body: html`<p>Olá!</p>
<p>Seu código de acesso ao Vetor é:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${data.code}</p>
<p>${validity}</p>
<p>${ignore}</p>`,
    }),
  };
}
