// Prints the peer table (markdown) from a run directory: jsonrepair.jsonl (bench.mjs lines), jmh.json
// (PeerInputsBenchmark results) and the two outputs per input (<name>.jsonrepair.out, <name>.outputguard.out).
// Usage: node table.mjs <dir>
import { readFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';

const dir = process.argv[2];
const peer = new Map();
for (const line of readFileSync(join(dir, 'jsonrepair.jsonl'), 'utf8').split('\n').filter(Boolean)) {
  const r = JSON.parse(line);
  peer.set(basename(r.file), r);
}
const ours = new Map();
for (const r of JSON.parse(readFileSync(join(dir, 'jmh.json'), 'utf8'))) {
  ours.set(basename(r.params.file), r.primaryMetric);
}

/** The output file's verdict and value: { ok, value } with value parsed JSON or the error text. */
function output(name, who) {
  const path = join(dir, name.replace(/\.txt$/, '') + `.${who}.out`);
  if (!existsSync(path)) return { ok: false, value: '(no output)' };
  const text = readFileSync(path, 'utf8');
  const [head, ...rest] = text.split('\n');
  const body = rest.join('\n');
  if (head !== 'OK') return { ok: false, value: body.split(':')[0] };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (e) {
    return { ok: true, value: undefined, unparsable: e.message };
  }
}

/** The first path where two JSON values differ, or null. */
function firstDifference(a, b, path = '$') {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null)) {
    return `${path}: ${show(a)} vs ${show(b)}`;
  }
  if (Array.isArray(a)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a && typeof a === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : `${path}: ${show(a)} vs ${show(b)}`;
}

function show(v) {
  if (v === undefined) return '(absent)';
  const s = JSON.stringify(v);
  return s.length > 30 ? s.slice(0, 30) + '…' : s;
}

function compare(name) {
  const a = output(name, 'jsonrepair');
  const b = output(name, 'outputguard');
  if (a.ok && b.ok) {
    const d = firstDifference(a.value, b.value);
    return d ? `differ at ${d} (jsonrepair vs OutputGuard)` : 'same JSON';
  }
  const what = (o, who) => (o.ok ? `${who} repairs` : `${who} fails (${o.value.slice(0, 60)})`);
  return `${what(a, 'jsonrepair')}; ${what(b, 'OutputGuard')}`;
}

const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(3));
console.log('| input | chars | jsonrepair ms | OutputGuard ms (± err) | ratio (jsonrepair ÷ OutputGuard) | outputs |');
console.log('|---|---:|---:|---:|---:|---|');
for (const [name, r] of peer) {
  const m = ours.get(name);
  const og = m ? `${ms(m.score)} (± ${ms(m.scoreError)})` : 'n/a';
  const x = m && r.meanMs != null ? r.meanMs / m.score : null;
  const ratio = x == null ? 'n/a' : `${x >= 0.1 ? x.toFixed(1) : x.toPrecision(1)}×`;
  const peerMs = r.meanMs == null ? r.outcome : ms(r.meanMs);
  console.log(`| ${name.replace(/\.txt$/, '')} | ${r.chars.toLocaleString('en')} | ${peerMs} | ${og} | ${ratio} | ${compare(name)} |`);
}
