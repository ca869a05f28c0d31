// The JS readers of partial JSON on every reply of the stream table, cut at every character: each prefix read whole
// (none of them keeps state between prefixes), as a streamed reply is read with them. The AI SDK's
// parsePartialJson (npm `ai`, what streamObject reads a stream with), partial-json and best-effort-json-parser.
// Writes one JSON line per reply ({"id", "shown": [the value after each character as JSON text, or null]}) per reader
// and prints one JSON line per reader: the median time of `reps` passes over the whole table after a warm-up.
// Usage: node stream_peers.mjs <replies.json> <out-dir> [reps]
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parsePartialJson } from "ai";
import { parse as partialJson } from "partial-json";
import * as bestEffort from "best-effort-json-parser";

bestEffort.disableErrorLogging();
const table = JSON.parse(readFileSync(process.argv[2], "utf8"));
const outDir = process.argv[3];
const reps = Number(process.argv[4] || 21);
const WARMUP_MS = 3000;

/** Each reader: the value it shows for a prefix, or undefined when it shows none (it throws, or says it failed). */
const readers = {
  "ai-parsePartialJson": async (text) => (await parsePartialJson(text)).value,
  "partial-json": (text) => partialJson(text),
  "best-effort-json-parser": (text) => bestEffort.parse(text),
};

async function shown(read, text) {
  try {
    const v = await read(text);
    return v === undefined ? null : JSON.stringify(v);
  } catch {
    return null;
  }
}

async function pass(read, prefixes) {
  let seen = 0;
  for (const list of prefixes) {
    for (const p of list) {
      try {
        const v = await read(p);
        seen += v === undefined ? 0 : 1;
      } catch {
        // shows nothing
      }
    }
  }
  return seen;
}

const prefixes = table.replies.map((r) => Array.from({ length: r.reply.length }, (_, k) => r.reply.slice(0, k + 1)));
for (const [who, read] of Object.entries(readers)) {
  const lines = [];
  for (let i = 0; i < table.replies.length; i++) {
    const values = [];
    for (const p of prefixes[i]) {
      values.push(await shown(read, p));
    }
    lines.push(JSON.stringify({ id: table.replies[i].id, shown: values }));
  }
  writeFileSync(join(outDir, `${who}.jsonl`), lines.join("\n") + "\n");
  let sink = 0;
  const warmUntil = performance.now() + WARMUP_MS;
  while (performance.now() < warmUntil) {
    sink += await pass(read, prefixes);
  }
  const samples = [];
  for (let r = 0; r < reps; r++) {
    const start = performance.now();
    sink += await pass(read, prefixes);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(JSON.stringify({ who, replies: table.replies.length, prefixes: prefixes.flat().length,
    ms: samples[Math.floor(reps / 2)], minMs: samples[0], maxMs: samples[reps - 1], sink: sink % 7 }));
}
