import { describe, expect, it } from 'vitest';
import { html, layout, signInCode } from './index.js';

describe('mail templates', () => {
  it('escape every interpolated value in the HTML part', () => {
    const body = html`<p>Olá, ${'<script>alert("x")</script> & Cia'}</p>`;
    expect(body.value).toBe('<p>Olá, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia</p>');
    const page = layout({ title: 'Título <b>', body });
    expect(page).toContain('<title>Título &lt;b&gt;</title>');
    expect(page).not.toContain('<script>');
  });

  it('sign-in code: subject, text and HTML in pt-BR over the shared layout', () => {
    const mail = signInCode({ code: '0427', minutes: 15 });
    expect(mail.subject).toBe('Seu código de acesso ao Vetor: 0427');
    expect(mail.text).toContain('Seu código de acesso ao Vetor é: 0427');
    expect(mail.text).toContain('Ele vale por 15 minutos e só pode ser usado uma vez.');
    expect(mail.text.endsWith('Equipe Vetor')).toBe(true);
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain('>0427</p>');
    expect(mail.html).toContain('Equipe Vetor');
  });
});

describe('subscription e-mails', () => {
  it('the receipt names the plan, amount and date, and escapes what it prints', async () => {
    const { subscriptionReceipt } = await import('./subscription-receipt.js');
    const mail = subscriptionReceipt({
      title: 'Vetor PRO mensal',
      amount: 'R$ 49,90',
      paidUntil: '23/12/2026',
      reference: 'in_<x>',
    });
    expect(mail.subject).toBe('Recibo do Vetor PRO mensal');
    expect(mail.text).toContain('R$ 49,90');
    expect(mail.text).toContain('23/12/2026');
    expect(mail.html).toContain('in_&lt;x&gt;');
  });
  it('the duo invitation carries the link with the owner id', async () => {
    const { duoInvitation } = await import('./duo-invitation.js');
    const link = 'https://vetor.app/home?va_pro_duo_owner=0b4d6f0e-1111-4222-8333-944455556666';
    const mail = duoInvitation({ ownerEmail: 'dra@clinica.com.br', link, days: 7 });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('va_pro_duo_owner=0b4d6f0e');
  });
});
