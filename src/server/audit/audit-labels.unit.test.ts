import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, AUDIT_KINDS } from '../../domain/audit-actions';
import { ORDER_ACTIONS } from '../../domain/order-states';

/**
 * Every action the server writes to the audit log has a label and a filter on the audit log screen
 * (src/domain/audit-actions.ts): read from the source, so a new audited change cannot be missed.
 */
const SERVER = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Actions written from a template, and what each can become. */
const TEMPLATES: Record<string, readonly string[]> = {
  'order.${action}': ORDER_ACTIONS.map((action) => `order.${action}`),
  'customer.${decision}': ['customer.approve', 'customer.reject'],
  // An order staff entered: a phone order, or (issue 25) a counter sale.
  'order.${origin.source}': ['order.phone', 'order.counter'],
};

/** Each `action: '…'` (or a template) with the entity written beside it, or the file's one entity. */
function writtenActions(): { file: string; entity: string; action: string }[] {
  const found: { file: string; entity: string; action: string }[] = [];
  for (const path of sourceFiles(SERVER)) {
    const text = readFileSync(path, 'utf8');
    if (!text.includes('recordAudit(')) continue;
    const file = relative(SERVER, path);
    const entities = [...new Set([...text.matchAll(/entity: '([a-z_]+)'/g)].map((m) => m[1]!))];
    for (const match of text.matchAll(/action: (?:'([a-z_.]+)'|`([^`]+)`),/g)) {
      const near = text.slice(Math.max(0, match.index - 300), match.index + 300);
      const entity = /entity: '([a-z_]+)'/.exec(near)?.[1] ?? (entities.length === 1 ? entities[0]! : '?');
      const actions = match[1] ? [match[1]] : (TEMPLATES[match[2]!] ?? [`unknown template ${match[2]}`]);
      for (const action of actions) found.push({ file, entity, action });
    }
  }
  return found;
}

describe('the audit log’s words', () => {
  it('label every action the server writes, under a kind the screen filters by', () => {
    const written = writtenActions();
    expect(written.length).toBeGreaterThan(40);
    const unlabelled = written.filter(({ entity, action }) => {
      const kind = (AUDIT_KINDS as Record<string, { actions: Record<string, string> }>)[entity];
      return !kind || !Object.hasOwn(kind.actions, action);
    });
    expect(unlabelled).toEqual([]);
  });

  it('read the bank statement’s actions in the owner’s words', () => {
    expect(auditActionLabel('statement', 'statement.upload')).toBe('Statement applied');
    expect(auditActionLabel('statement', 'statement.mapping')).toBe('Statement columns remembered');
    expect(auditActionLabel('order', 'statement.match')).toBe('Paid from a bank credit');
    expect(auditActionLabel('statement_credit', 'statement.dismiss')).toBe('Bank credit dismissed');
    expect(auditActionLabel('statement_credit', 'statement.settle')).toBe('Bank credit settled a khata');
  });
});
