// How a JSON Schema's names become BAML names, shared by the generator (baml_gen.mjs) and the runner
// (baml_run.mjs), which maps BAML's parsed values back to the schema's property names and enum values.

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Words BAML reserves or that read as its own syntax in a field position.
const RESERVED = new Set(["class", "enum", "function", "client", "type", "test", "generator", "retry_policy",
  "template_string", "string", "int", "float", "bool", "null", "map", "image", "audio", "true", "false"]);

export const pascal = (s) => s.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c) => c.toUpperCase());

/** A BAML field name for a JSON property (aliased to the property when they differ). */
export function fieldName(prop) {
  if (IDENT.test(prop) && !RESERVED.has(prop)) return prop;
  return "f_" + prop.replace(/[^A-Za-z0-9_]/g, "_");
}

/** A BAML enum value name for a JSON enum value: BAML wants a leading capital (aliased to the value). */
export function enumValueName(value) {
  const s = String(value).replace(/[^A-Za-z0-9_]/g, "_");
  if (/^[A-Z]/.test(s)) return s;
  return /^[a-z]/.test(s) ? s[0].toUpperCase() + s.slice(1) : "V_" + s;
}

export const functionName = (schemaName) => "Parse" + pascal(schemaName);
