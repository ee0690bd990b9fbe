// Signed × unsigned guide render: the sample guide rendered N times each, interleaved in
// one run (unsigned, signed, unsigned, …) so both see the same machine load; median, p95, ratio.
// The certificate is a test chain made here (node's RSA-2048 keys), like the one the tests use.
// Run: BENCH_N=40 npx tsx --conditions=source scripts/bench-pdf-sign.ts
import { SAMPLE_GUIDE_NOW, sampleGuide } from '../apps/server/src/lib/pdf/guide-sample.js';
import { renderGuidePdf } from '../apps/server/src/lib/pdf/prescription-guide.js';
import { signPdf } from '../apps/server/src/lib/signature/sign-pdf.js';
import { makeTestCertificate } from '../apps/server/src/test/test-certificates.js';

const N = Number(process.env.BENCH_N ?? 40);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] as number;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] as number;

const cert = makeTestCertificate({ holder: 'Dra. Demonstração Vetor' });
const doc = sampleGuide();
const now = SAMPLE_GUIDE_NOW;
const sign = {
  p12: cert.p12,
  password: cert.password,
  name: 'Dra. Demonstração Vetor — CRMV-SP 12345',
  reason: 'Receita veterinária emitida por Dra. Demonstração Vetor, CRMV-SP 12345',
  location: 'São Paulo/SP',
  contactInfo: 'demo.pro@vetor.app',
  signingTime: now,
};
const unsigned = () => renderGuidePdf(doc, { now });
const signed = async () => signPdf(await renderGuidePdf(doc, { now }), sign);

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

// Warm-up: fonts, pdf-lib, forge and the signer's modules load once per process.
for (let i = 0; i < 3; i++) await Promise.all([unsigned(), signed()]);
const plain: number[] = [];
const withSignature: number[] = [];
for (let i = 0; i < N; i++) {
  plain.push(await time(unsigned));
  withSignature.push(await time(signed));
}
const row = (name: string, xs: number[]) => `| ${name} | ${median(xs).toFixed(1)} ms | ${p95(xs).toFixed(1)} ms |`;
console.log(`N = ${N} each, interleaved\n`);
console.log('| render | median | p95 |\n| --- | ---: | ---: |');
console.log(row('sem assinatura', plain));
console.log(row('assinado (PAdES)', withSignature));
console.log(`\nratio (median): ${(median(withSignature) / median(plain)).toFixed(2)}×`);
