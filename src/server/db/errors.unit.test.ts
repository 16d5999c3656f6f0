import { describe, expect, it } from 'vitest';
import { CommitOutcomeUnknown, isDatabaseUnavailable } from './errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable: what answers 503 rather than 500', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a stopped server’s missing socket', withCode('ENOENT', 'connect ENOENT /run/.s.PGSQL.5432')],
    ['an unknown host', withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND db')],
    ['a connection exception (class 08)', withCode('08006', 'connection failure')],
    ['an administrator’s shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash of another server process', withCode('57P02', 'terminating connection because of crash')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a full disk', withCode('53100', 'could not extend file: No space left on device')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
    [
      'a read-only database or standby',
      withCode('25006', 'cannot execute INSERT in a read-only transaction'),
    ],
    ['pg’s lost connection', new Error('Connection terminated unexpectedly')],
    ['pg’s connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a query on a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'x')],
    ['a cause of a service’s own error', new Error('Registration failed', { cause: withCode('57P01') })],
    ['a COMMIT whose connection broke', new CommitOutcomeUnknown(withCode('ECONNRESET'))],
  ])('%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key')],
    ['a statement cancelled by its time limit (ours to fix)', withCode('57014', 'canceling statement')],
    ['a transaction left idle too long (ours to fix)', withCode('25P03', 'idle-in-transaction timeout')],
    ['a closed pool (the app is stopping)', new Error('Cannot use a pool after calling end on the pool')],
    ['a bug', new TypeError('x is undefined')],
    ['not an error at all', 'ECONNRESET'],
  ])('not %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
