// Prescription benchmarks: rendering a 4-guide prescription (goal < 100 ms median) and
// patient search with 5,000 patients for one vet on PGlite (goal p95 < 20 ms).
// Run: npx tsx --conditions=source scripts/bench-prescriptions.ts
import { randomUUID } from 'node:crypto';
import { searchText } from '@vetor/domain/patients/patients.rules';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { owners, patients } from '../apps/server/src/db/schema.js';
import { searchPatients } from '../apps/server/src/features/patients/patients.service.js';
import { guideDocs } from '../apps/server/src/features/prescriptions/prescriptions.service.js';
import { renderGuidePdf } from '../apps/server/src/lib/pdf/prescription-guide.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] as number;

async function renderBench() {
  const item = (n: number, page: number) => ({
    id: `i${page}-${n}`,
    name: `Medicamento ${n} com nome comprido de princípio ativo`,
    option: { display: 'Comprimido', concentration: '50 mg', package: '10 comprimidos' },
    freeText: false,
    posology: '1 e 1/2 comprimido de 50 mg, a cada 12 horas, por 14 dias, administrado após a refeição.',
    additionalInformation: 'Suspender em caso de vômito ou diarreia e procurar o veterinário.',
    route: 'VO',
    quantity: '2 caixas',
    page,
    type: 0,
    drugsList: [{ drug: 'x', drugId: page === 3 ? 'tramadol' : `d${n}`, category: 1 }],
  });
  const pages = [0, 1, 2, 3].map((p) => [1, 2, 3].map((n) => item(n, p)));
  const docs = guideDocs({
    issuer: {
      name: 'Dra. Demonstração Vetor',
      crmv: 'CRMV-SP 12345',
      city: 'São Paulo/SP',
      address: 'Avenida Paulista, 1000 — Bela Vista — São Paulo/SP — CEP 01310-100',
      contact: 'demo.pro@vetor.app',
    },
    patient: {
      id: 'p',
      name: 'Thor',
      species: 1,
      sex: 0,
      breed: 'Labrador Retriever',
      weight: 32.5,
      hasBirthday: false,
      birthday: null,
      age: 5,
      ownerId: 'o',
      ownerName: 'João',
    },
    owner: {
      id: 'o',
      name: 'João da Conceição Araújo',
      cpf: '111.444.777-35',
      email: null,
      phone: null,
      address: 'Rua das Acácias, 45',
    },
    pages,
    controlled: [{ drugId: 'tramadol', list: 'A2', adendo: { maxMgPerUnit: 100, source: 'lista A2, adendo' } }],
    validationCode: 'K7QM4XPT',
    validationUrl: 'https://vetor.app/validation/K7QM4XPT',
    now: new Date('2026-11-23T12:00:00Z'),
  });
  const now = new Date('2026-11-23T12:00:00Z');
  for (let i = 0; i < 3; i++) for (const d of docs) await renderGuidePdf(d, { now });
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    for (const d of docs) await renderGuidePdf(d, { now });
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(
    `render 4 guides (3 items each, one special in two copies): median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms; CPU median ${median(cpu).toFixed(1)} ms (goal < 100 ms median)`,
  );
}

async function searchBench() {
  const database = await openDatabase({});
  await migrate(database);
  const uid = randomUUID();
  const names = ['Thor', 'Mel', 'Luna', 'Bob', 'Nina', 'Fred', 'Amora', 'Pipoca', 'Bolt', 'Mia', 'Simba', 'Lola'];
  const ownerRows = await database.db
    .insert(owners)
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        uid,
        name: `Tutor ${i}`,
        searchName: `tutor ${i}`,
        cpf: String(10_000_000_000 + i),
      })),
    )
    .returning({ id: owners.id });
  for (let batch = 0; batch < 10; batch++) {
    await database.db.insert(patients).values(
      Array.from({ length: 500 }, (_, j) => {
        const i = batch * 500 + j;
        const name = `${names[i % names.length]} ${i}`;
        return {
          uid,
          ownerId: ownerRows[i % 500]?.id as string,
          name,
          searchName: searchText(name),
          species: 1 + (i % 2),
          sex: i % 2,
          breed: 'Sem Raça Definida',
          weight: 10,
          hasBirthday: 0,
          age: 3,
        };
      }),
    );
  }
  // Another vet's rows must not slow this one down either.
  const terms = ['tho', 'luna', 'pipo', 'amor', 'simba 1', 'mel 4', 'zzz'];
  for (const t of terms) await searchPatients(database.db, uid, t);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await searchPatients(database.db, uid, terms[i % terms.length] as string);
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(
    `patient search, 5,000 patients of one vet (PGlite): median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms; CPU median ${median(cpu).toFixed(2)} ms, p95 ${p95(cpu).toFixed(2)} ms (goal p95 < 20 ms)`,
  );
  await database.close();
}

await renderBench();
await searchBench();
