// Prints {"<file>": <HCL as JSON>, ...} for the .tf files named on the command line.
// Used by InfraStructureTest; a file that does not parse makes the exit code non-zero.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { parse } = require("@cdktf/hcl2json");

const out = {};
for (const file of process.argv.slice(2)) {
  const text = await readFile(file, "utf8");
  try {
    out[file] = await parse(file, text);
  } catch (e) {
    process.stderr.write(`${file}: ${e.message ?? e}\n`);
    process.exit(2);
  }
}
process.stdout.write(JSON.stringify(out));
