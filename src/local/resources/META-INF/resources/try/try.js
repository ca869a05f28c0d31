'use strict';
// The page to try the functions on. Plain JavaScript, no build step, no request but to this server: the functions
// and their examples come from the app's OpenAPI document (/q/openapi), the answers from POST /<function>. What an
// answer locates (its positions are UTF-16 offsets, as JavaScript's string indices are) is marked in the reply.

/** The request field whose text the answer's positions point into, per function. */
const PRIMARY = {
  'extract-json': 'text', 'validate-response': 'text', 'sanitize-output': 'text', 'review-decision': 'reviewText',
  'extract-terminal-response': 'buffer', 'translate': 'text', 'translate-revision-patch': 'sourcePatch',
  'review-cycle': 'document', 'complete-json': 'prompt',
};

const $ = (id) => document.getElementById(id);
let api = null;

async function start() {
  const response = await fetch('/q/openapi?format=json');
  api = await response.json();
  const select = $('function');
  for (const path of Object.keys(api.paths).sort()) {
    const name = path.slice(1);
    for (const [id, example] of Object.entries(examples(name))) {
      const option = document.createElement('option');
      option.value = name + '#' + id;
      option.textContent = name + ' — ' + (example.summary || id);
      select.append(option);
    }
  }
  select.addEventListener('change', loadExample);
  window.addEventListener('hashchange', () => fromHash() && loadExample());
  fromHash();
  $('example').addEventListener('click', loadExample);
  $('send').addEventListener('click', send);
  loadExample();
  document.body.dataset.ready = 'true';
}

/** Selects the example the address names after #, {@code <function>#<id>}; false when it names none. */
function fromHash() {
  const wanted = decodeURIComponent(location.hash.slice(1));
  const select = $('function');
  if (!wanted || wanted === select.value || ![...select.options].some((o) => o.value === wanted)) {
    return false;
  }
  select.value = wanted;
  return true;
}

/** The request examples of a function's operation, by id. */
function examples(name) {
  const media = api.paths['/' + name].post.requestBody.content['application/json'];
  return media.examples || {};
}

function chosen() {
  const [name, id] = $('function').value.split('#');
  return { name, example: examples(name)[id] };
}

function loadExample() {
  const { name, example } = chosen();
  const request = structuredClone(example ? example.value : {});
  const primary = PRIMARY[name];
  let text = request[primary];
  if (name === 'extract-terminal-response' && Array.isArray(request.lines)) {
    text = request.lines.join('\n');
    delete request.lines;
  }
  delete request[primary];
  $('primary-label').textContent = primary + ' (the text the answer\'s positions point into)';
  $('primary').value = typeof text === 'string' ? text : '';
  $('extras').value = JSON.stringify(request, null, 2);
  location.hash = encodeURIComponent($('function').value);
}

async function send() {
  const { name } = chosen();
  const status = $('status');
  status.className = '';
  let body;
  try {
    body = JSON.parse($('extras').value || '{}');
  } catch (e) {
    status.className = 'error';
    status.textContent = 'The other fields are not a JSON object: ' + e.message;
    return;
  }
  body[PRIMARY[name]] = $('primary').value;
  status.textContent = 'Sending…';
  const response = await fetch('/' + name, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const answer = await answerOf(response);
  status.textContent = 'HTTP ' + response.status;
  status.className = response.ok ? 'done' : 'done error';
  $('answer').textContent = JSON.stringify(answer, null, 2);
  show(body[PRIMARY[name]], marksOf(name, body[PRIMARY[name]], answer));
}

/**
 * The answer: the JSON body, or, for an answer streamed as server-sent events ("stream": true), the data of its last
 * event (done, the answer; or error).
 */
async function answerOf(response) {
  if (!(response.headers.get('Content-Type') || '').startsWith('text/event-stream')) return response.json();
  const data = (await response.text()).split('\n').filter((line) => line.startsWith('data: '));
  return JSON.parse(data[data.length - 1].slice('data: '.length));
}

/**
 * What to mark: spans {start, end, kind, note} of the text (end === start for a point), and notes without a place.
 * kind is one of chosen, repair, coercion, passed, refusal, prompt.
 */
function marksOf(name, text, answer) {
  const marks = [];
  const notes = [];
  const mark = (start, end, kind, note) => marks.push({ start, end, kind, note });
  const error = (e) => e && (e.position !== undefined
    ? mark(e.position, e.position, 'refusal', e.code + ': ' + e.message)
    : notes.push({ kind: 'refusal', note: e.code + ': ' + e.message }));
  const coercions = (list, start, end, where) => (list || []).forEach((c) => {
    const at = find(text, c.from, start, end);
    const note = (where || '') + c.kind + ' at ' + (c.pointer || '/') + (c.from ? ', from ' + c.from : '');
    if (at) mark(at.start, at.end, 'coercion', note); else notes.push({ kind: 'coercion', note });
  });
  const passedOver = (warnings) => (warnings || []).forEach((w) => {
    const range = /\(characters (\d+) to (\d+)\)/.exec(w);
    if (range) mark(+range[1], +range[2], 'passed', w); else notes.push({ kind: 'note', note: w });
  });
  switch (name) {
    case 'extract-json':
    case 'validate-response': {
      if (answer.ok || answer.start !== undefined) {
        mark(answer.start, answer.end, 'chosen', 'the value chosen (' + answer.source + ')');
      }
      (answer.repairs || []).forEach((r) => mark(r.position, r.position + (r.position < text.length ? 1 : 0), 'repair',
        r.kind + (r.guess ? ' (a guess)' : '')));
      (answer.duplicateKeys || []).forEach((d) => mark(d.position, d.position + d.key.length + 2, 'passed',
        'key "' + d.key + '" written again in ' + (d.object || 'the value') + '; the earlier value is dropped'));
      coercions(answer.coercions, answer.start, answer.end);
      passedOver(answer.warnings);
      error(answer.error);
      (answer.violations || []).forEach((v) => notes.push({ kind: 'refusal', note: 'violation at ' + (v.path || '/') + ': ' + v.message }));
      break;
    }
    case 'sanitize-output':
      (answer.detectedPatterns || []).forEach((p, i) => mark(p.position, p.position + p.sample.length, 'refusal',
        p.type + ': ' + answer.warnings[i]));
      break;
    case 'review-decision':
      if (answer.position !== undefined && answer.position !== null) {
        mark(answer.position, answer.position + (answer.marker || ' ').length, 'chosen',
          answer.result + ' from ' + answer.source + (answer.marker ? ' (' + answer.marker + ')' : ''));
      } else {
        notes.push({ kind: 'chosen', note: answer.result + ' from ' + answer.source });
      }
      if (answer.reason) notes.push({ kind: 'refusal', note: answer.reason });
      break;
    case 'extract-terminal-response': {
      const lines = text.split('\n');
      let offset = 0;
      lines.forEach((line, i) => {
        if (i >= answer.startIndex && i < answer.lineCount && line.trim() !== '') {
          mark(offset, offset + line.length, 'chosen', 'line ' + i + ' of the reply');
        }
        if (answer.prompt && stripAnsi(line).includes(answer.prompt.question)) {
          mark(offset, offset + line.length, 'prompt', answer.prompt.kind + ' prompt: ' + answer.prompt.question);
        }
        offset += line.length + 1;
      });
      break;
    }
    default: // the functions that call the LLM: their answers say what each attempt was, not where
      (answer.attempts || []).forEach((a) => {
        notes.push({ kind: a.errorCode ? 'refusal' : 'chosen',
          note: 'attempt ' + a.attempt + (a.errorCode ? ' refused: ' + a.errorCode : ' accepted') });
        (a.coercions || []).forEach((c) => notes.push({ kind: 'coercion', note: 'attempt ' + a.attempt + ': ' + c.kind
          + ' at ' + (c.pointer || '/') + (c.from ? ', from ' + c.from : '') }));
      });
      (answer.history || []).forEach((h) => notes.push({ kind: h.result === 'FAIL' ? 'refusal' : 'chosen',
        note: h.step + ' ' + h.attempt + (h.result ? ': ' + h.result : '') }));
      (answer.warnings || []).forEach((w) => notes.push({ kind: 'note', note: w }));
      if (answer.error && answer.error.code) notes.push({ kind: 'refusal', note: answer.error.code + ': ' + answer.error.message });
  }
  return { marks, notes };
}

/** Where {@code from} (a value's JSON text as an answer quotes it, maybe cut with …) is written in text[start, end). */
function find(text, from, start, end) {
  if (!from) return null;
  const whole = text.slice(start || 0, end === undefined ? text.length : end);
  const cut = from.endsWith('…') ? from.slice(0, -1) : from;
  const candidates = [cut];
  try {
    const value = JSON.parse(cut);
    if (typeof value === 'string') candidates.push(value);
  } catch (e) { /* a cut value: its text as it is */ }
  for (const c of candidates) {
    const at = c ? whole.indexOf(c) : -1;
    if (at >= 0) return { start: (start || 0) + at, end: (start || 0) + at + c.length };
  }
  return null;
}

function stripAnsi(s) {
  return s.replace(/\u001b\[[0-9;?]*[ -\/]*[@-~]/g, '');
}

/** The text with its marks: each character carries the marks over it; a point mark is a ▮ before its character. */
function show(text, { marks, notes }) {
  const out = $('marked');
  const list = $('notes');
  out.replaceChildren();
  list.replaceChildren();
  const numbered = marks.map((m, i) => ({ ...m, n: i + 1 }));
  [...numbered, ...notes.map((n, i) => ({ ...n, n: numbered.length + i + 1 }))].forEach((m) => {
    const li = document.createElement('li');
    li.className = m.kind;
    li.dataset.kind = m.kind;
    li.textContent = m.note + (m.start !== undefined ? ' (characters ' + m.start + ' to ' + m.end + ')' : '');
    list.append(li);
  });
  const cuts = new Set([0, text.length]);
  numbered.forEach((m) => { cuts.add(clamp(m.start, text)); cuts.add(clamp(m.end, text)); });
  const sorted = [...cuts].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    const at = sorted[i];
    numbered.filter((m) => m.end <= m.start && clamp(m.start, text) === at).forEach((m) => {
      const point = document.createElement('mark');
      point.className = 'point ' + m.kind;
      point.dataset.kind = m.kind;
      point.dataset.marks = String(m.n);
      point.title = m.note;
      point.textContent = '▮';
      out.append(point);
    });
    if (i + 1 >= sorted.length) break;
    const next = sorted[i + 1];
    const over = numbered.filter((m) => m.end > m.start && m.start <= at && m.end >= next);
    const piece = document.createElement('span');
    piece.textContent = text.slice(at, next);
    if (over.length) {
      piece.className = over.map((m) => m.kind).join(' ');
      piece.dataset.kind = over.map((m) => m.kind).join(' ');
      piece.dataset.marks = over.map((m) => m.n).join(' ');
      piece.title = over.map((m) => m.note).join('\n');
    }
    out.append(piece);
  }
}

function clamp(i, text) {
  return Math.max(0, Math.min(i, text.length));
}

start().catch((e) => {
  $('status').className = 'error';
  $('status').textContent = 'Could not read /q/openapi: ' + e.message;
});
