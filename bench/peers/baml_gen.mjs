// Writes baml_src/table.baml from the coerce table's JSON Schemas: one BAML class or enum per object or enum
// schema and one function per named schema, so BAML's parser is asked for exactly the types the table states.
// Usage: node baml_gen.mjs <peers-table.json> [<file in baml_src/>]
// A second table's schemas (generated variants with schemas of their own) go to a file of their own beside it
// (variants.sh writes and removes baml_src/variants.baml): their names must differ from the table's.
// What BAML has no word for is left out and said here: `default` (BAML fills no defaults), and
// additionalProperties (a BAML class keeps only its fields). const becomes a literal type, a nullable type an
// optional one, anyOf/oneOf a union.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { enumValueName, fieldName, functionName, pascal } from "./baml_names.mjs";

const table = JSON.parse(readFileSync(process.argv[2], "utf8"));
const decls = new Map(); // name -> text

function typeOf(schema, hint) {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) {
    const name = schema.title || hint;
    const values = schema.enum.map((v) => {
      const n = enumValueName(v);
      return n === v ? `  ${n}` : `  ${n} @alias(${JSON.stringify(v)})`;
    });
    declare(name, `enum ${name} {\n${values.join("\n")}\n}`);
    return name;
  }
  const branches = schema.anyOf || schema.oneOf;
  if (branches) {
    const nonNull = branches.filter((b) => b.type !== "null");
    const union = nonNull.map((b, i) => typeOf(b, `${hint}Option${i + 1}`));
    const t = union.length > 1 ? union.join(" | ") : union[0];
    return nonNull.length < branches.length ? optional(t) : t;
  }
  if (Array.isArray(schema.type)) {
    const nonNull = schema.type.filter((t) => t !== "null");
    const t = typeOf({ ...schema, type: nonNull[0] }, hint);
    return nonNull.length < schema.type.length ? optional(t) : t;
  }
  switch (schema.type) {
    case "string": return "string";
    case "number": return "float";
    case "integer": return "int";
    case "boolean": return "bool";
    case "null": return "null";
    case "array": {
      const item = typeOf(schema.items || {}, hint + "Item");
      return (/[|?]/.test(item) ? `(${item})` : item) + "[]";
    }
    case "object": {
      const name = schema.title || hint;
      const required = new Set(schema.required || []);
      const fields = Object.entries(schema.properties || {}).map(([prop, s]) => {
        let t = typeOf(s, name + pascal(prop));
        if (!required.has(prop) && !t.endsWith("?")) t = optional(t);
        const f = fieldName(prop);
        return `  ${f} ${t}` + (f === prop ? "" : ` @alias(${JSON.stringify(prop)})`);
      });
      declare(name, `class ${name} {\n${fields.join("\n")}\n}`);
      return name;
    }
    default: throw new Error(`no BAML type for ${JSON.stringify(schema)}`);
  }
}

const optional = (t) => (t.includes("|") ? `(${t})?` : `${t}?`);

function declare(name, text) {
  if (decls.has(name) && decls.get(name) !== text) throw new Error(`two types named ${name}`);
  decls.set(name, text);
}

const functions = Object.entries(table.schemas).map(([name, schema]) => {
  const t = typeOf(schema, pascal(name));
  return `function ${functionName(name)}(text: string) -> ${t} {\n  client NeverCalled\n  prompt #"\n    {{ text }}\n    {{ ctx.output_format }}\n  "#\n}`;
});

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
writeFileSync(join(here, "baml_src", process.argv[3] || "table.baml"),
  `// Written by baml_gen.mjs from ${relative(root, resolve(process.argv[2]))}'s schemas: do not edit.\n\n`
  + [...decls.values(), ...functions].join("\n\n") + "\n");
