/** The changes as text: the breaking ones first, one line per call and change. */
import type { ContractChange } from './compare';

export const changeLine = ({ call, text, kind }: ContractChange) => `${call}: ${text} — ${kind}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function diffReport(heading: string, changes: readonly ContractChange[]): string {
  if (changes.length === 0) return `${heading}\n\nNo change a client or server would notice.\n`;
  const breaking = changes.filter((change) => change.kind === 'breaking');
  const others = changes.filter((change) => change.kind !== 'breaking');
  const section = (title: string, list: readonly ContractChange[]) =>
    list.length ? [`${title} (${list.length})`, ...list.map((change) => `  ${changeLine(change)}`), ''] : [];
  const core = breaking.filter((change) => change.core).length;
  const summary = breaking.length
    ? `${plural(breaking.length, 'breaking change')} (${core} to the ten core calls), ${others.length} not breaking.`
    : `Nothing breaking; ${plural(others.length, 'change')}.`;
  return [
    heading,
    '',
    ...section('Breaking', breaking),
    ...section('Not breaking', others),
    summary,
    '',
  ].join('\n');
}
