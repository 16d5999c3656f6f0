import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StatementUpload } from '../../../../domain/statements.schemas';
import { StatementResult } from './statement-result';

const credit = { day: '2026-11-26', narration: 'UPI-ANITA K', reference: null };
const dryRun = (parts: Partial<StatementUpload>): StatementUpload => ({
  id: null,
  applied: false,
  bank: 'hdfc',
  bankName: 'HDFC Bank',
  fileName: 'hdfc.csv',
  credits: 0,
  matched: [],
  review: [],
  unmatched: [],
  skipped: [],
  ...parts,
});

describe('a statement checked before applying', () => {
  it('offers to apply its matches, with each credit’s outcome and rule', () => {
    const onApply = vi.fn();
    render(
      <StatementResult
        statement={dryRun({
          credits: 2,
          matched: [
            { ...credit, line: 5, amountPaise: 33810, utr: '632412345678', orderId: 'ORD-1-A', by: 'utr' },
            { ...credit, line: 6, amountPaise: 5000, utr: '632412345679', orderId: 'ORD-2-B', by: 'amount' },
          ],
        })}
        busy={false}
        onApply={onApply}
      />,
    );
    screen.getByRole('button', { name: 'Apply 2 matches' }).click();
    expect(onApply).toHaveBeenCalledOnce();
    expect(screen.getByRole('row', { name: /₹338\.10/ }).textContent).toContain(
      'ORD-1-A · UTR the customer gave',
    );
  });

  it('applies a statement with no match so that its credits reach the review list', () => {
    render(
      <StatementResult
        statement={dryRun({
          credits: 1,
          unmatched: [{ ...credit, line: 5, amountPaise: 123456, utr: '632412345678', reason: 'no-order' }],
        })}
        busy={false}
        onApply={() => undefined}
      />,
    );
    expect(
      (screen.getByRole('button', { name: 'Keep 1 credit for review' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('has nothing to apply when every credit was applied before', () => {
    render(
      <StatementResult
        statement={dryRun({
          credits: 1,
          skipped: [
            { ...credit, line: 5, amountPaise: 100, utr: '632412345678', reason: 'already-uploaded' },
          ],
        })}
        busy={false}
        onApply={() => undefined}
      />,
    );
    expect((screen.getByRole('button', { name: 'Nothing to apply' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('row', { name: /₹1\.00/ }).textContent).toContain('Already applied');
  });
});
