import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';

// The CEP lookup against a local ViaCEP-compatible peer (the real service is beyond the network):
// a known CEP fills the address, an unknown one or a service that is down still gives the state.

let viaCep: Server;
let t: TestApp;
let down: TestApp;
let token: string;
const asked: string[] = [];

beforeAll(async () => {
  viaCep = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (req.url === '/ws/01310100/json/')
      res.end(
        JSON.stringify({
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        }),
      );
    else res.end(JSON.stringify({ erro: 'true' }));
  });
  await new Promise<void>((resolve) => viaCep.listen(0, '127.0.0.1', resolve));
  const port = (viaCep.address() as AddressInfo).port;
  t = await createTestApp({ CEP_LOOKUP_URL: `http://127.0.0.1:${port}/ws` });
  // A service that does not answer: a closed port.
  down = await createTestApp({ CEP_LOOKUP_URL: 'http://127.0.0.1:9/ws' });
  token = (await signedInUser(t)).token;
});

afterAll(async () => {
  await t?.close();
  await down?.close();
  await new Promise((resolve) => viaCep.close(resolve));
});

const lookup = (app: TestApp, cep: string, auth: string | null = token) =>
  app.app.inject({ url: `/api/addresses/ceps/${cep}`, headers: auth ? { authorization: `Bearer ${auth}` } : {} });

describe('CEP lookup', () => {
  it('fills street, neighbourhood, city and state from the postal service', async () => {
    const res = await lookup(t, '01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      source: 'lookup',
    });
    expect(asked).toContain('/ws/01310100/json/');
  });

  it('gives the state from the CEP range when the service does not know the CEP or is down', async () => {
    expect((await lookup(t, '90010000')).json()).toMatchObject({ state: 'RS', street: '', source: 'range' });
    const other = (await signedInUser(down)).token;
    expect((await lookup(down, '70040010', other)).json()).toMatchObject({ state: 'DF', city: '', source: 'range' });
  });

  it('refuses a malformed CEP in pt-BR and anyone signed out', async () => {
    const bad = await lookup(t, '123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_ZIP_CODE', message: 'CEP inválido.' });
    expect((await lookup(t, '01310100', null)).statusCode).toBe(401);
  });
});
