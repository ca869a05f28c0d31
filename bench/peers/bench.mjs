// Times jsonrepair on one input file: warm-up, then measured iterations; prints one JSON line and writes
// jsonrepair's output (or its error) next to the input as <name>.jsonrepair.out.
// Usage: node bench.mjs <file> [minMeasureMs]
import { readFileSync, writeFileSync } from 'node:fs';
import { jsonrepair } from 'jsonrepair';

const file = process.argv[2];
const measureMs = Number(process.argv[3] ?? 3000);
const text = readFileSync(file, 'utf8');

function once() {
  try {
    return { ok: true, value: jsonrepair(text) };
  } catch (e) {
    return { ok: false, value: `${e.name}: ${e.message}` };
  }
}

/** Runs until both `minIterations` and `minMs` are reached; returns the mean ms of one call. */
function run(minIterations, minMs) {
  let iterations = 0;
  const start = process.hrtime.bigint();
  let elapsedMs = 0;
  while (iterations < minIterations || elapsedMs < minMs) {
    once();
    iterations++;
    elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  }
  return { iterations, meanMs: elapsedMs / iterations };
}

const result = once();
writeFileSync(file.replace(/\.txt$/, '') + '.jsonrepair.out', (result.ok ? 'OK\n' : 'ERROR\n') + result.value);
run(3, 1000);
const measured = run(5, measureMs);
console.log(JSON.stringify({
  file, chars: text.length, ok: result.ok,
  outcome: result.ok ? `repaired, ${result.value.length} chars` : result.value.slice(0, 120),
  iterations: measured.iterations, meanMs: measured.meanMs,
}));
