// Writes the peer-comparison inputs into the directory given as the only argument.
// The same shapes as ExtractJsonBenchmark and SPEC section 1 rule 6, as files both sides read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEN_MB = 10_000_000;

/** A JSON object of about `size` characters: an array of small records, braces inside strings. */
function object(size) {
  const parts = ['{"items": ['];
  let length = parts[0].length;
  for (let i = 0; length < size - 2; i++) {
    const item = (i === 0 ? '' : ', ') + `{"id": ${i}, "name": "item {${i}}", "price": ${i}.25, "ok": true, "tags": ["a", "b"]}`;
    parts.push(item);
    length += item.length;
  }
  parts.push(']}');
  return parts.join('');
}

/**
 * A ~10 KB reply as models break it: in a json fence, one record per line, every third record with single
 * quotes and a Python literal, trailing commas, a line comment, and cut off in the middle of a key.
 */
function brokenReply(size) {
  const lines = ['```json', '{"items": ['];
  let length = 20;
  for (let i = 0; length < size; i++) {
    const quote = i % 3 === 0 ? "'" : '"';
    const ok = i % 3 === 0 ? 'True' : 'true';
    const line = `  {${quote}id${quote}: ${i}, "name": "item {${i}}", "price": ${i}.25, ${quote}ok${quote}: ${ok}, "tags": ["a", "b",]},`
      + (i % 10 === 9 ? ' // checked' : '');
    lines.push(line);
    length += line.length + 1;
  }
  lines.push('  {"id": -1, "na');
  return lines.join('\n');
}

const clean10m = object(TEN_MB);

const inputs = {
  'reply-10k-broken': brokenReply(10_000),
  'reply-10m-truncated': clean10m.slice(0, clean10m.length - 1_000),
  'hostile-10m-open-braces': '{'.repeat(TEN_MB),
  'hostile-10m-quotes': '"'.repeat(TEN_MB),
  'hostile-10m-open-keys': '{"a":'.repeat(TEN_MB / 5),
  'hostile-10m-repeated-failure': '{"a":1 x'.repeat(TEN_MB / 8),
};

const dir = process.argv[2];
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(inputs)) {
  writeFileSync(join(dir, name + '.txt'), text);
  console.log(`${name}.txt\t${text.length} chars`);
}
