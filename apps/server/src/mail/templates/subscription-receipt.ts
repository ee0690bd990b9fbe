// The receipt of a PRO payment (card invoice or Pix), sent when the payment webhook arrives.
import { html, layout, type MailContent, textLayout } from './layout.js';

export interface SubscriptionReceiptData {
  /** Plan name, e.g. "Vetor PRO mensal". */
  title: string;
  /** Amount already formatted in reais, e.g. "R$ 49,90". */
  amount: string;
  /** The date PRO is paid up to (dd/mm/aaaa), when known. */
  paidUntil?: string | undefined;
  /** The provider's invoice or payment id. */
  reference: string;
}

export function subscriptionReceipt(data: SubscriptionReceiptData): MailContent {
  const paid = `Recebemos o seu pagamento de ${data.amount} referente ao ${data.title}.`;
  const until = data.paidUntil ? `Seu acesso PRO está garantido até ${data.paidUntil}.` : '';
  const reference = `Número do comprovante: ${data.reference}`;
  const thanks = 'Obrigado por assinar o Vetor. Bons atendimentos!';
  return {
    subject: `Recibo do ${data.title}`,
    text: textLayout(['Olá!', '', paid, ...(until ? [until] : []), reference, '', thanks]),
    html: layout({
      title: `Recibo do ${data.title}`,
      preheader: paid,
      body: html`<p>Olá!</p>
<p>${paid}</p>
${until ? html`<p>${until}</p>` : ''}
<p style="color:#4a5878;font-size:14px">${reference}</p>
<p>${thanks}</p>`,
    }),
  };
}
