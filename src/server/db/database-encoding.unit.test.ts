import { describe, expect, it } from 'vitest';
import { encodingProblem } from './database-encoding';

describe('encodingProblem', () => {
  it('accepts UTF8 and says what to do about any other encoding', () => {
    expect(encodingProblem('UTF8')).toBeNull();
    expect(encodingProblem('SQL_ASCII')).toMatch(/encoding is SQL_ASCII.*cannot store Malayalam.*UTF8/);
    expect(encodingProblem('LATIN1')).toMatch(/LATIN1/);
  });
});
