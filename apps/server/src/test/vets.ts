import { users } from '../db/schema.js';
import type { TestApp } from './test-app.js';

// Vets with a complete profile (CRMV, CPF, address) and the owner and patient the patients and
// prescriptions tests share: the guides print every one of these fields, so both files start alike.

const VET_ADDRESS = {
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
};

/**
 * A vet's account written straight into the database (the sign-up flow asks for none of the
 * prescription fields) and a token for it. `professional: false` is a student: no CRMV.
 * `cpf` must differ between the vets of one file (a unique index).
 */
export async function createVet(
  t: TestApp,
  { email, name, cpf, professional }: { email: string; name: string; cpf: string | null; professional: boolean },
): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      providers: ['password'],
      displayName: name,
      displayNamePrefix: 'Dra.',
      nationality: 0,
      cpf,
      crmvNumber: professional ? '12345' : null,
      crmvState: professional ? 'SP' : null,
      phone: '11987654321',
      address: VET_ADDRESS,
      questions: { veterinaryStatus: professional ? 1 : 2, interests: [], academicDegrees: [] },
    })
    .returning({ uid: users.uid });
  const { token } = await t.app.tokens.sign({
    uid: row?.uid as string,
    email,
    entitlements: [],
    provider: 'password',
  });
  return token;
}

/** The two vets of a file: A, whose records are tested, and B, who must never reach them. */
export const VET_A = { email: 'ana@vet.example', name: 'Ana Souza Lima', cpf: '52998224725', professional: true };
export const VET_B = { email: 'bruno@vet.example', name: 'Bruno Reis', cpf: '11144477735', professional: true };

/** `inject` as one of the file's vets (`null`: no token), with an optional JSON body. */
export function callAs<Who extends string>(t: () => TestApp, tokens: Record<Who, string>) {
  return (who: Who | null, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
}

/** An owner as the form sends it (masked CPF and phone). */
export const OWNER = {
  name: 'João da Conceição Araújo',
  cpf: '111.444.777-35',
  email: 'joao@tutor.example',
  phone: '(11) 98765-4321',
  address: 'Rua das Acácias, 45, Pinheiros, São Paulo/SP',
};

/** A dog with every field a guide prints; add the `ownerId`. */
export const DOG = {
  name: 'Thór',
  species: 1,
  sex: 0,
  breed: 'Labrador Retriever',
  weight: 32.5,
  hasBirthday: true,
  birthday: '10/03/2021',
};
