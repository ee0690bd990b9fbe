import type { CepResponse } from '@vetor/domain/addresses/cep';
import { api } from './api';

// Typing the 8th digit of a CEP fills the address (GET /addresses/ceps/{cep}); only empty fields are
// filled, so nothing the person typed is overwritten. Offline or unknown, the state still comes
// from the CEP's range and the rest stays for the person to type.

export interface AddressFields {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** The address for a complete CEP, or null while it is incomplete or when the lookup failed. */
export async function addressOfCep(cep: string): Promise<CepResponse | null> {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8) return null;
  try {
    return await api.get<CepResponse>(`/addresses/ceps/${digits}`);
  } catch {
    return null;
  }
}

/** The fields to change: the looked-up values for the ones still empty. */
export function fillEmpty(current: AddressFields, found: CepResponse): Partial<AddressFields> {
  const changes: Partial<AddressFields> = {};
  for (const key of ['street', 'neighborhood', 'city', 'state'] as const) {
    if (!current[key].trim() && found[key]) changes[key] = found[key];
  }
  return changes;
}
