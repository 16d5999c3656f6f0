/**
 * A file of the export that cannot be read as a whole (malformed JSON, an unterminated quote, a
 * row with the wrong number of cells): the import stops, changes nothing and says where.
 */
export class ExportFileError extends Error {
  constructor(file: string, where: string, problem: string) {
    super(`${file}${where ? `, ${where}` : ''}: ${problem}`);
  }
}
