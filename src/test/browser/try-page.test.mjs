// The page to try the functions on (/try/), in a real browser: Debian's Chromium, headless, driven by playwright-core.
// For every example of every function (the OpenAPI document's, which are the README's) it loads the page, sends the
// example and checks what the answer locates is marked in the reply. Needs a running app with its stand-in LLM (dev
// mode, no LLM configured): BASE_URL=http://localhost:8080 CHROMIUM=/usr/bin/chromium node --test src/test/browser/
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const BASE = process.env.BASE_URL || 'http://localhost:8080';
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// The flags this machine's Chromium needs: no sandbox as root, and no background connections to a closed network.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

let browser;
let page;
const requested = [];

before(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  page = await browser.newPage();
  page.on('request', (r) => requested.push(r.url()));
});

after(async () => {
  await browser?.close();
});

async function examples() {
  const response = await fetch(BASE + '/q/openapi?format=json');
  const api = await response.json();
  const all = [];
  for (const [path, item] of Object.entries(api.paths)) {
    const media = item.post.requestBody.content['application/json'];
    for (const id of Object.keys(media.examples || {})) all.push({ fn: path.slice(1), id });
  }
  return all.sort((a, b) => (a.fn + a.id).localeCompare(b.fn + b.id));
}

/** Loads the page at one example, sends it, and returns the text sent, the answer and what the page marked. */
async function run(fn, id) {
  await page.goto('about:blank'); // a new load each time, not a hash change of the page already there
  await page.goto(BASE + '/try/#' + encodeURIComponent(fn + '#' + id));
  await page.waitForSelector('body[data-ready=true]');
  await page.click('#send');
  await page.waitForSelector('#status.done', { timeout: 30000 });
  return page.evaluate(() => ({
    status: document.getElementById('status').textContent,
    text: document.getElementById('primary').value,
    answer: JSON.parse(document.getElementById('answer').textContent),
    notes: [...document.querySelectorAll('#notes li')].map((li) => ({ kind: li.dataset.kind, text: li.textContent })),
    marked: [...document.querySelectorAll('#marked [data-kind]')].map((e) => ({
      kinds: e.dataset.kind.split(' '), text: e.textContent, marks: e.dataset.marks.split(' ').map(Number),
    })),
  }));
}

const textOf = (r, kind) => r.marked.filter((m) => m.kinds.includes(kind)).map((m) => m.text).join('');
const notesOf = (r, kind) => r.notes.filter((n) => n.kind === kind);

/** What each function's answer must have marked, checked against the answer itself. */
const CHECKS = {
  'extract-json': (r) => {
    const a = r.answer;
    assert.equal(textOf(r, 'chosen'), r.text.slice(a.start, a.end), 'the chosen value is marked where it is');
    assert.equal(notesOf(r, 'repair').length, (a.repairs || []).length, 'one mark per repair');
    if (a.repairs?.length) assert.ok(r.marked.some((m) => m.kinds.includes('repair')), 'repairs are marked in the text');
    assert.equal(notesOf(r, 'coercion').length, (a.coercions || []).length, 'one note per coercion');
    for (const c of a.coercions || []) {
      if (c.from.endsWith('…')) continue; // cut: the page marks it when its start is found, which is not asked here
      const written = JSON.parse(c.from);
      if (typeof written === 'string' && r.text.slice(a.start, a.end).includes(written)) {
        assert.ok(textOf(r, 'coercion').includes(written), c.kind + ' is marked where the reply wrote ' + c.from);
      }
    }
  },
  'validate-response': (r) => {
    assert.equal(r.answer.valid, false);
    assert.ok(notesOf(r, 'refusal').some((n) => n.text.startsWith(r.answer.error.code + ': ')), 'the refusal reason');
  },
  'sanitize-output': (r) => {
    const patterns = r.answer.detectedPatterns;
    assert.ok(patterns.length > 0);
    assert.equal(notesOf(r, 'refusal').length, patterns.length, 'one refusal per residue');
    assert.ok(textOf(r, 'refusal').startsWith(patterns[0].sample), 'the residue is marked where it is');
  },
  'review-decision': (r) => {
    assert.equal(textOf(r, 'chosen'), r.answer.marker, 'the deciding marker is marked');
    assert.equal(r.text.slice(r.answer.position, r.answer.position + r.answer.marker.length), r.answer.marker);
  },
  'extract-terminal-response': (r) => {
    assert.ok(textOf(r, 'prompt').includes(r.answer.prompt.question), 'the prompt line is marked');
    assert.ok(textOf(r, 'chosen').includes('I will run rm -rf ./tmp'), 'the reply lines are marked');
  },
};
const LLM = (r) => {
  const attempts = r.answer.attempts || [];
  const refused = attempts.filter((a) => a.errorCode);
  assert.equal(notesOf(r, 'refusal').filter((n) => n.text.startsWith('attempt')).length, refused.length,
    'each refused attempt with its reason');
  const coerced = attempts.flatMap((a) => a.coercions || []);
  assert.equal(notesOf(r, 'coercion').length, coerced.length, 'each coercion of an accepted attempt');
  if (r.answer.history) {
    assert.ok(notesOf(r, 'refusal').some((n) => n.text === 'review 1: FAIL'), 'the failed review');
  }
};

test('every example of every function, marked in the page; nothing asked of another origin', async (t) => {
  const all = await examples();
  assert.ok(new Set(all.map((e) => e.fn)).size >= 9, 'every function has an example: ' + JSON.stringify(all));
  for (const { fn, id } of all) {
    await t.test(fn + ' ' + id, async () => {
      const r = await run(fn, id);
      assert.equal(r.status, 'HTTP 200', JSON.stringify(r.answer));
      (CHECKS[fn] || LLM)(r);
      for (const m of r.marked) {
        for (const n of m.marks) assert.ok(n >= 1 && n <= r.notes.length, 'every mark is numbered in the list');
      }
    });
  }
  const origin = new URL(BASE).origin;
  assert.deepEqual(requested.filter((u) => !u.startsWith(origin) && u !== 'about:blank'), [], 'requests to other origins');
});
