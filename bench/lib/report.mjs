// The bench's printed report: one table per section, both modes side by side, each figure marked
// against the target (with its ratio, where the target is a multiple of the floor's); and the
// before/after table of two saved results.
import { MODES, SECTIONS, modesOf, targetOf } from './figures.mjs';

const PASS = '✓';
const FAIL = '✗';
const NONE = '–';

function table(header, rows) {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) => `  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const titleOf = (section, results) => section.title.replace('{runs}', String(results.runs));

/** A figure's value marked against its target, among the `figures` of the same results. */
function markCell(figure, target, value, figures) {
  const ratio = target.ratio?.(value, figures);
  const shown = target.ratio
    ? `${figure.show(value)} (${ratio === undefined ? '?' : ratio.toFixed(2)}×)`
    : figure.show(value);
  return `${shown} ${target.met(value, figures) ? PASS : FAIL}`;
}

function targetText(figure) {
  if (figure.aim) return `(the app's: ${figure.aim})`;
  if (!figure.target) return '';
  const [real, demo] = MODES.map(({ mode }) => targetOf(figure, mode).text);
  return real === demo ? real : `${real} real, ${demo} demo`;
}

/** Prints the report; returns how many marked figures met their target, of how many. */
export function printReport(results) {
  let met = 0;
  let marked = 0;
  for (const section of SECTIONS) {
    const modes = modesOf(section);
    const rows = section.figures.map((figure) => {
      const cells = modes.map(({ mode }) => {
        const value = results.figures[figure.id]?.[mode];
        const target = targetOf(figure, mode);
        if (value === undefined) return target ? `${NONE} ${FAIL}` : NONE;
        if (!target) return figure.show(value);
        marked += 1;
        met += target.met(value, results.figures) ? 1 : 0;
        return markCell(figure, target, value, results.figures);
      });
      return [figure.label, ...cells, targetText(figure)];
    });
    console.log(`\n${titleOf(section, results)}`);
    console.log(table(['', ...modes.map(({ title }) => title), 'target'], rows));
  }
  return { met, marked };
}

function change(before, after) {
  if (before === undefined || after === undefined) return '';
  if (before === 0) return after === 0 ? '1.00×' : '';
  return `${(after / before).toFixed(2)}×`;
}

/** A before/after table of two saved results, figure by figure and mode by mode. */
export function printComparison(before, after, names) {
  console.log(`Before: ${names[0]} (${before.startedAt}, ${before.commit ?? 'no commit'})`);
  console.log(`After:  ${names[1]} (${after.startedAt}, ${after.commit ?? 'no commit'})`);
  for (const section of SECTIONS) {
    const rows = section.figures.flatMap((figure) =>
      modesOf(section).map(({ mode, title }) => {
        const was = before.figures[figure.id]?.[mode];
        const is = after.figures[figure.id]?.[mode];
        const show = (value, figures) => {
          if (value === undefined) return NONE;
          const target = targetOf(figure, mode);
          return target ? markCell(figure, target, value, figures) : figure.show(value);
        };
        return [figure.label, title, show(was, before.figures), show(is, after.figures), change(was, is)];
      }),
    );
    const shown = rows.filter((row) => row[2] !== NONE || row[3] !== NONE);
    if (shown.length === 0) continue;
    console.log(`\n${section.title.replace('{runs}', `${before.runs} / ${after.runs}`)}`);
    console.log(table(['', 'mode', 'before', 'after', 'after/before'], shown));
  }
}
