// The one pt-BR HTML layout every e-mail shares, and the helpers that keep data escaped in it.

/** A rendered e-mail: what a template returns and what the mail plugin sends (plus a recipient). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML; every value a template puts in its HTML goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Marks a piece of HTML as already safe (built from escaped parts) so `html` does not escape it again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/**
 * Tagged template that escapes every interpolated value unless it is SafeHtml (or an array of
 * them), so a template cannot forget to escape a name or an address.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += renderValue(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function renderValue(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Wraps a template's body in the shared layout: header, body, signature and footer. */
export function layout(options: { title: string; preheader?: string; body: SafeHtml }): string {
  return html`<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${options.title}</title></head>
<body style="margin:0;padding:0;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1b2a4a">
<div style="display:none;max-height:0;overflow:hidden">${options.preheader ?? ''}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f6fa"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:3px solid #1b4b8f;font-size:22px;font-weight:bold;color:#1b4b8f">Vetor</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">${options.body}
<p style="margin:24px 0 0">Equipe Vetor</p></td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5b6785;border-top:1px solid #e3e7ef">Você recebeu este e-mail porque ele foi pedido no Vetor. Não responda a esta mensagem.</td></tr>
</table></td></tr></table>
</body>
</html>`.value;
}

/** The plain-text counterpart of the layout: the body lines followed by the signature. */
export function textLayout(lines: string[]): string {
  return [...lines, '', 'Equipe Vetor'].join('\n');
}
