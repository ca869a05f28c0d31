// Extracts every (input, expected) case of jsonrepair's own test suite from a checkout of its repository,
// by running the test files with stand-ins for vitest and for jsonrepair itself: the stand-in records each
// input it is called with and returns a token; expect(token).toBe(expected) records the expected output.
// Nothing of jsonrepair runs, and its code is read from the checkout, never copied into this repository.
//
// Writes one JSON line per case to stdout:
//   {"suite":"jsonrepair","file","test","input","expected"}       expected: the JSON text jsonrepair must give
//   {"suite":"jsonrepair","file","test","input","outOfScope"}     with the reason the case is not run
// Usage: node jsonrepair-cases.mjs <checkout root>     (run by suites.sh)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = process.argv[2];
if (!root) {
  console.error('usage: node jsonrepair-cases.mjs <jsonrepair checkout>');
  process.exit(2);
}

function testFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...testFiles(path));
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out.sort();
}

const lines = [];
function emit(c) {
  lines.push(JSON.stringify({ suite: 'jsonrepair', ...c }));
}

// One file run: `file` names it in the output, `streaming` marks tests run through the streaming API.
function run(path) {
  const file = relative(root, path);
  const names = [];
  const name = () => names.join(' > ');
  let outOfScope = null; // a reason that applies to every case recorded now
  const tokens = new Map(); // token -> input
  let calls = []; // inputs the stand-in was called with since the last expect

  function standIn(text) {
    const token = `\u0000jsonrepair-call-${tokens.size}`;
    tokens.set(token, text);
    calls.push(text);
    return token;
  }

  // Tests whose every case is outside what extract-json does by design, with the reason.
  const testsOutOfScope = {
    'should strip MongoDB data types': 'MongoDB shell constructors (ObjectId("…"), NumberLong(2)): not JSON, a database shell\'s notation'
  };

  function record(input, expected, reason) {
    reason = reason ?? testsOutOfScope[names[names.length - 1]];
    if (outOfScope ?? reason) emit({ file, test: name(), input, outOfScope: outOfScope ?? reason });
    else emit({ file, test: name(), input, expected });
  }

  function expect(actual) {
    const settle = (expected) => {
      if (typeof actual === 'string' && tokens.has(actual)) record(tokens.get(actual), expected);
      calls = [];
    };
    return {
      toBe: settle,
      toEqual: settle,
      toThrow() {
        calls = [];
        const log = console.log;
        console.log = () => {};
        try {
          actual();
        } catch {
          // the stand-in does not throw; a test body may
        } finally {
          console.log = log;
        }
        for (const input of calls) record(input, undefined, 'expects jsonrepair to throw (an input it refuses)');
        calls = [];
      }
    };
  }

  function test(title, body) {
    names.push(title);
    try {
      body();
    } catch {
      // A test that does more with the output than compare it (parse it, use it as a RegExp) stops at the
      // token; the comparisons before that are recorded.
    } finally {
      names.pop();
    }
  }
  function describe(title, body) {
    names.push(title);
    try {
      body();
    } finally {
      names.pop();
    }
  }
  describe.each = (rows) => (title, body) => {
    for (const row of rows) {
      // The same cases run through jsonrepair's regular and streaming implementations: the regular ones
      // are the cases; the streaming run is counted apart, as a streaming API extract-json does not have.
      const label = title.replace(/\$(\w+)/g, (_, k) => row[k]);
      const streaming = row.name === 'streaming';
      outOfScope = streaming ? 'the same case through jsonrepair\'s streaming API (counted once, as regular)' : null;
      describe(label, () => body({ ...row, jsonrepair: standIn }));
      outOfScope = null;
    }
  };
  test.each = (rows) => (title, body) => rows.forEach((row) => test(title, () => body(row)));

  class JSONRepairError extends Error {}
  const modules = {
    vitest: { describe, test, it: test, expect },
    './index': { jsonrepair: standIn },
    './utils/JSONRepairError': { JSONRepairError }
  };

  const source = readFileSync(path, 'utf8');
  if (file.includes('streaming')) {
    // Tests of the streaming API and its buffers (chunk sizes, buffer overflow): no (input, expected) pair.
    const count = (source.match(/\btest\(/g) ?? []).length;
    for (let i = 0; i < count; i++) {
      emit({ file, test: `test ${i + 1} of ${count}`, input: null, outOfScope: 'tests jsonrepair\'s streaming API and its buffers, not a repair' });
    }
    return;
  }
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 }
  }).outputText;
  const require = (id) => {
    if (id in modules) return modules[id];
    // Anything else the file imports (the streaming core, for its wrapper) is never called for a
    // regular case: a stub that throws if it is.
    return new Proxy({}, { get: () => () => { throw new Error(`not available here: ${id}`); } });
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', js)(require, module, module.exports);
}

for (const path of testFiles(join(root, 'src'))) run(path);
process.stdout.write(lines.join('\n') + '\n');
