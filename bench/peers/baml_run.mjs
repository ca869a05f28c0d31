// BAML's schema-aligned parser on every case of the coerce table: b.parse.<Function>(reply), no LLM call.
// Writes one JSON line per case ({"id", "outcome": "value" | "refused" | "error", "value"?, "detail"?, "ms"}) and
// prints one summary line. A case's time is the median of `reps` parses after a warm-up pass over the table.
// Usage: node baml_run.mjs <peers-table.json> <out.jsonl> [reps]
//
// BAML's values are mapped back to the schema's words (its field and enum names come from baml_names.mjs), and an
// optional property BAML reports as null where the schema allows no null is left out: that is how BAML says a
// property is absent, not a null it invented.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { enumValueName, fieldName, functionName } from "./baml_names.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const { b } = createRequire(import.meta.url)(join(here, "baml_dist", "baml_client", "sync_client.js"));
const table = JSON.parse(readFileSync(process.argv[2], "utf8"));
const reps = Number(process.argv[4] || 21);

const allowsNull = (s) => s.type === "null" || (Array.isArray(s.type) && s.type.includes("null"))
  || (s.anyOf || s.oneOf || []).some(allowsNull);

function fits(v, s) {
  if (s.const !== undefined) return v === s.const;
  if (s.enum) return s.enum.some((e) => enumValueName(e) === v);
  const branches = s.anyOf || s.oneOf;
  if (branches) return branches.some((x) => fits(v, x));
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.some((t) => {
    switch (t) {
      case "null": return v === null;
      case "string": return typeof v === "string";
      case "number": return typeof v === "number";
      case "integer": return Number.isInteger(v);
      case "boolean": return typeof v === "boolean";
      case "array": return Array.isArray(v) && v.every((x) => fits(x, s.items || {}));
      case "object": return v !== null && typeof v === "object" && !Array.isArray(v)
        && (s.required || []).every((p) => fieldName(p) in v)
        && Object.entries(s.properties || {}).every(([p, ps]) => !(fieldName(p) in v) || v[fieldName(p)] === null
          || fits(v[fieldName(p)], ps));
      default: return true;
    }
  });
}

function back(v, s) {
  if (v === null || v === undefined) return null;
  if (s.enum) return s.enum.find((e) => enumValueName(e) === v) ?? v;
  const branches = s.anyOf || s.oneOf;
  if (branches) {
    const branch = branches.find((x) => fits(v, x));
    return branch ? back(v, branch) : v;
  }
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes("array") && Array.isArray(v)) return v.map((x) => back(x, s.items || {}));
  if (types.includes("object") && typeof v === "object" && !Array.isArray(v)) {
    const required = new Set(s.required || []);
    const out = {};
    for (const [p, ps] of Object.entries(s.properties || {})) {
      const f = fieldName(p);
      if (!(f in v)) continue;
      if (v[f] === null && !required.has(p) && !allowsNull(ps)) continue;
      out[p] = back(v[f], ps);
    }
    return out;
  }
  return v;
}

function run(c) {
  try {
    return { outcome: "value", value: back(b.parse[functionName(c.schema)](c.reply), table.schemas[c.schema]) };
  } catch (e) {
    // A BamlValidationError is BAML's answer that the reply holds no value of the type: a refusal.
    const refused = e?.constructor?.name === "BamlValidationError" || /Failed to (coerce|parse)/.test(String(e?.message));
    return { outcome: refused ? "refused" : "error", detail: String(e?.message ?? e).split("\n")[0].slice(0, 300) };
  }
}

function median(xs) {
  const s = [...xs].sort((x, y) => x - y);
  return s[s.length >> 1];
}

function parseOnly(c) { // what is timed: the parse alone, not the mapping back
  try {
    b.parse[functionName(c.schema)](c.reply);
  } catch {
    // a refusal costs its time too
  }
}

for (const c of table.cases) run(c); // warm-up
const lines = [];
const times = [];
for (const c of table.cases) {
  const result = run(c);
  const samples = [];
  for (let i = 0; i < reps; i++) {
    const t0 = process.hrtime.bigint();
    parseOnly(c);
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const ms = median(samples);
  times.push(ms);
  lines.push(JSON.stringify({ id: c.id, ...result, ms }));
}
writeFileSync(process.argv[3], lines.join("\n") + "\n");
const version = JSON.parse(readFileSync(join(here, "node_modules", "@boundaryml", "baml", "package.json"), "utf8")).version;
console.log(JSON.stringify({ who: `BAML ${version}`, cases: lines.length, medianMs: median(times), reps }));
