import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, mintSession, newCpf, proUser, signInDirectly, snap, test } from './support/fixtures';

// Signed prescriptions as a vet meets them: the A1 card of Meus dados (a wrong password,
// then the file accepted and summarised), a prescription generated through the API and signed by
// default, the pharmacy's validation page saying who signed and that it is valid (390 and 1440 px),
// then the certificate removed after the confirmation, so the demo account is left as it was.
// The certificate is self-signed, made here with openssl: nothing real.

function testA1(): { file: string; password: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vetor-a1-'));
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'k.pem', '-out', 'c.pem', '-days', '30'].concat([
      '-utf8',
      '-subj',
      '/C=BR/O=ICP-Brasil/CN=Demonstração Vetor:12345678909',
    ]),
  );
  // 3DES and a SHA-1 MAC: the classic A1 export, which node-forge reads.
  run(
    ['pkcs12', '-export', '-inkey', 'k.pem', '-in', 'c.pem', '-out', 'a1.pfx', '-passout', 'pass:senha-do-a1'].concat([
      '-certpbe',
      'PBE-SHA1-3DES',
      '-keypbe',
      'PBE-SHA1-3DES',
      '-macalg',
      'sha1',
    ]),
  );
  return { file: join(dir, 'a1.pfx'), password: 'senha-do-a1' };
}

async function signedPrescriptionCode(token: string): Promise<string> {
  const api = async (path: string, json: unknown) => {
    const res = await fetch(`${process.env.E2E_BASE ?? ''}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    const body = await res.json();
    expect(res.ok, JSON.stringify(body)).toBe(true);
    return body;
  };
  const owner = await api('/api/patients/owners', { name: 'Tutora Assinada Teste', cpf: newCpf() });
  const patient = await api('/api/patients', {
    name: 'Thor',
    species: 1,
    sex: 0,
    breed: 'Labrador Retriever',
    weight: 32.5,
    hasBirthday: true,
    birthday: '10/03/2021',
    ownerId: owner.id,
  });
  const item = {
    id: 'i1',
    name: 'Meloxicam',
    option: { concentration: '2 mg', display: 'Comprimido', package: '10 comprimidos' },
    freeText: false,
    posology: '1 comprimido, via oral, a cada 24 horas, por 3 dias.',
    route: 'VO',
    quantity: '1 caixa',
    page: 0,
    type: 0,
    drugsList: [{ drug: 'Meloxicam', drugId: 'meloxicam', category: 1 }],
  };
  const draft = await api('/api/patients/prescriptions', { patientId: patient.id, pages: [[item]] });
  const files = await api('/api/patients/prescriptions/files', { prescriptionId: draft.id });
  return files.prescription.validationCode;
}

test('A1 certificate in Meus dados, signed guide, validation page, removal', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  process.env.E2E_BASE = baseURL;
  const a1 = testA1();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInDirectly(page, proUser);
  await page.goto('/accounts');
  const card = page.getByTestId('certificate-card');
  await expect(card.getByText('Certificado digital (ICP-Brasil A1)')).toBeVisible();

  await card.locator('input[type=file]').setInputFiles({
    name: 'a1.pfx',
    mimeType: 'application/x-pkcs12',
    buffer: readFileSync(a1.file),
  });
  await card.getByLabel('Senha do certificado').fill('errada');
  await card.getByTestId('certificate-send').click();
  await expect(card.getByText('Senha do certificado incorreta.')).toBeVisible();
  await card.getByLabel('Senha do certificado').fill(a1.password);
  await card.getByTestId('certificate-send').click();
  await expect(card.getByTestId('certificate-holder')).toHaveText('Titular: Demonstração Vetor');
  await expect(card.getByTestId('certificate-validity')).toContainText(/Válido de \d{2}\/\d{2}\/\d{4} até/);
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'signed-prescriptions-1440-certificate');

  const { token } = await mintSession(proUser);
  const code = await signedPrescriptionCode(token);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/validation/${code}`);
    const signature = page.getByTestId('signature');
    await expect(signature).toContainText('Assinado digitalmente por Demonstração Vetor em');
    await expect(signature.getByText('Assinatura válida')).toBeVisible();
    await signature.scrollIntoViewIfNeeded();
    await snap(page, `signed-prescriptions-${width}-validation`);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/accounts');
  await card.getByTestId('certificate-remove').click();
  await card.getByTestId('certificate-remove-confirm').click();
  await expect(card.getByTestId('certificate-send')).toBeVisible();
});
