import { statementMessages } from '../../../domain/messages';
import { AppError } from '../../errors';
import type { StatementLimits } from './statement-limits';

const refuse = (message: string): never => {
  throw new AppError('STATEMENT_REFUSED', message);
};

/** What the first bytes of a file that is no CSV say it is: the owner hears what to do instead. */
function notCsv(start: Uint8Array): string | null {
  const ascii = String.fromCharCode(...start.subarray(0, 8));
  if (ascii.startsWith('%PDF')) return statementMessages.pdf;
  // .xlsx is a zip; .xls an OLE compound file.
  if (ascii.startsWith('PK\u0003\u0004') || ascii.startsWith('\u00d0\u00cf\u0011\u00e0'))
    return statementMessages.spreadsheet;
  // A bank's "Excel" download that is a web page or Excel's XML: a table, but no CSV.
  if (/^(?:\u00ef\u00bb\u00bf)?\s*</.test(ascii)) return statementMessages.spreadsheet;
  return start.includes(0) ? statementMessages.notCsv : null;
}

/**
 * A statement file's text, chunk by chunk as it arrives (never held whole): refused as soon as it
 * passes the byte limit, and at its first bytes when it is a PDF, a spreadsheet or binary (a NUL
 * byte: no text file holds one). UTF-8; a byte that is not is read as U+FFFD, which only a
 * narration can hold.
 */
export async function* statementText(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  limits: StatementLimits,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  for await (const chunk of source) {
    const data = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    if (bytes === 0 && data.length > 0) {
      const problem = notCsv(data);
      if (problem) refuse(problem);
    } else if (data.includes(0)) refuse(statementMessages.notCsv);
    bytes += data.length;
    if (bytes > limits.bytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        statementMessages.tooLarge(Math.round(limits.bytes / 1024 / 1024)),
      );
    }
    const text = decoder.decode(data, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
  if (bytes === 0) refuse(statementMessages.empty);
}

/**
 * The character between cells: a tab when the file's first lines hold more tabs than commas (SBI's
 * "Excel" download is tab-separated text), else a comma. Amounts like 1,250.00 need no quotes in
 * a tab-separated file, which is why the two are never both taken.
 */
export function cellSeparator(start: string): ',' | '\t' {
  const head = start.slice(0, 8192);
  let tabs = 0;
  let commas = 0;
  for (const character of head) {
    if (character === '\t') tabs++;
    else if (character === ',') commas++;
  }
  return tabs > commas ? '\t' : ',';
}
