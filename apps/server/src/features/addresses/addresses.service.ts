import { type CepResponse, stateOfCep } from '@vetor/domain/addresses/cep';

// CEP → address through a ViaCEP-compatible service (GET {base}/{cep}/json/), with the CEP's state
// from its range when the service is off, slow, down or does not know the CEP: the form still gets
// the UF and the person types the rest. A plain fetch: the answer is four fields of JSON, and the
// base URL must be configurable so tests talk to a local peer (docs/decisions/accounts-cep-lookup.md).

const TIMEOUT_MS = 2_500;

interface ViaCepAnswer {
  erro?: boolean | string;
  uf?: string;
  localidade?: string;
  bairro?: string;
  logradouro?: string;
}

function fromRange(digits: string): CepResponse {
  return { cep: digits, state: stateOfCep(digits) ?? '', city: '', neighborhood: '', street: '', source: 'range' };
}

export async function lookupCep(baseUrl: string | null, cep: string): Promise<CepResponse> {
  const digits = cep.replace(/\D/g, '');
  if (!baseUrl) return fromRange(digits);
  try {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}/${digits}/json/`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return fromRange(digits);
    const body = (await res.json()) as ViaCepAnswer;
    if (body.erro || !body.uf) return fromRange(digits);
    return {
      cep: digits,
      state: body.uf,
      city: body.localidade ?? '',
      neighborhood: body.bairro ?? '',
      street: body.logradouro ?? '',
      source: 'lookup',
    };
  } catch {
    return fromRange(digits);
  }
}
