// Input masks of docs/product/platform-accounts-subscription.md §5: CPF ###.###.###-##, CEP #####-###, date DD/MM/YYYY, phone (##) #####-####.
// Each takes whatever was typed and returns the masked text, so pasting works too.

function digits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

function apply(value: string, pattern: string, max: number): string {
  const d = digits(value, max);
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= d.length) break;
    if (ch === '#') out += d[i++];
    else out += ch;
  }
  return out;
}

export const maskCpf = (value: string) => apply(value, '###.###.###-##', 11);
export const maskCep = (value: string) => apply(value, '#####-###', 8);
export const maskDate = (value: string) => apply(value, '##/##/####', 8);
export function maskPhone(value: string): string {
  const d = digits(value, 11);
  return d.length <= 10 ? apply(d, '(##) ####-####', 10) : apply(d, '(##) #####-####', 11);
}
/** Digits plus one comma (a dot becomes a comma), at most 9 characters (docs/product/platform-accounts-subscription.md §5 number inputs). */
export function maskDecimal(value: string, maxLength = 9): string {
  const normalized = value.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const [whole = '', ...rest] = normalized.split(',');
  return (rest.length ? `${whole},${rest.join('')}` : whole).slice(0, maxLength);
}
