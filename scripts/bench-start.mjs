// Times `npm start` the way a user types it, from the command to "Vetor rodando", on an existing
// data dir and an up-to-date build: node scripts/bench-start.mjs [runs=5]. Prints each run and the median.
import { spawn } from 'node:child_process';

const runs = Number(process.argv[2] ?? 5);
const env = { ...process.env, PORT: process.env.PORT ?? '4402' };
const times = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      if (String(chunk).includes('Vetor rodando')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start saiu com ${code}`)));
  });
  times.push(performance.now() - started);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  console.warn(`run ${i + 1}: ${(times.at(-1) / 1000).toFixed(2)} s`);
}
times.sort((a, b) => a - b);
console.warn(`median of ${runs}: ${(times[Math.floor(runs / 2)] / 1000).toFixed(2)} s`);
