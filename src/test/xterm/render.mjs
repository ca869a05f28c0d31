// Renders lines with xterm.js for XtermDifferentialTest: the oracle our line renderer is compared with.
// stdin: JSON [[columns, text], ...]; stdout: JSON [[shown, ranPastTheMargin], ...], one per line, where shown is
// row 0 of a fresh terminal of that width after the text was written (concealed cells as blanks, trailing spaces
// dropped) and ranPastTheMargin says the text wrapped onto another row.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const { Terminal } = require("@xterm/headless");
const { Unicode11Addon } = require("@xterm/addon-unicode11");

const terminals = new Map();
function terminal(cols) {
  let t = terminals.get(cols);
  if (!t) {
    t = new Terminal({ cols, rows: 3, scrollback: 0, allowProposedApi: true, logLevel: "off" });
    t.loadAddon(new Unicode11Addon());
    t.unicode.activeVersion = "11";
    terminals.set(cols, t);
  }
  return t;
}

function shown(t, cols) {
  const buffer = t.buffer.active;
  const line = buffer.getLine(0);
  const cell = buffer.getNullCell();
  let out = "";
  for (let x = 0; x < cols;) {
    line.getCell(x, cell);
    const width = cell.getWidth();
    const chars = cell.getChars();
    if (cell.isInvisible() && chars !== "") {
      out += width === 2 ? "  " : " ";
    } else {
      out += chars === "" ? " " : chars;
    }
    x += width || 1;
  }
  return out.replace(/ +$/, "");
}

function rowUsed(t, y) {
  return t.buffer.active.getLine(y).translateToString(true) !== "";
}

const cases = JSON.parse(readFileSync(0, "utf8"));
const results = [];
for (const [cols, text] of cases) {
  const t = terminal(cols);
  t._core.writeSync("\x18"); // CAN: whatever sequence the last line left open ends
  t.reset();
  t._core.writeSync(text);
  const wrapped = t.buffer.active.cursorY !== 0 || rowUsed(t, 1) || rowUsed(t, 2);
  results.push([shown(t, cols), wrapped]);
}
process.stdout.write(JSON.stringify(results));
