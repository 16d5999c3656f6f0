import { describe, expect, it } from 'vitest';
import { creditPaymentReference, readNarrationReference } from './utr';

describe('the UPI UTR in a narration (docs/decisions/066)', () => {
  it.each([
    ['SBI', 'BY TRANSFER-UPI/CR/632412345678/ANITA K/SBIN/anitak@oksbi/Payment fr--'],
    ['Canara', 'UPI/CR/632412345678/ANITA K/SBIN/anitak@oksbi/UPI'],
    ['ICICI', 'UPI/632412345678/Payment from Ph/anitak@oksbi/State Bank Of I/ICI1a2b3c'],
    ['HDFC', 'UPI-ANITA K-ANITAK@OKSBI-SBIN0001234-632412345678-PAYMENT FROM PHONE'],
    ['Federal', 'UPI IN/632412345678/anitak@oksbi/Payment from Ph'],
    ['South Indian Bank', 'UPI/632412345678/CR/ANITA K/SBIN/anitak@oksbi'],
    ['Axis', 'UPI/P2A/632412345678/ANITA K/State Bank/anitak@oksbi'],
    ['Kotak', 'UPI/ANITA K/632412345678/Payment'],
  ])('%s shape', (_bank, narration) => {
    expect(readNarrationReference(narration)).toEqual({
      kind: 'upi',
      utr: '632412345678',
      transferReference: '632412345678',
    });
  });

  it('never takes a phone with 91, a VPA of digits or an account number for the UTR', () => {
    expect(
      readNarrationReference('UPI-RAHUL MENON-9847012345@YBL-HDFC0000001-632511122233-919847012345 BILL').utr,
    ).toBe('632511122233');
    expect(readNarrationReference('UPI/632511122233/919847012345/9847012345@ybl/HDFC').utr).toBe(
      '632511122233',
    );
    // No UTR where it belongs: a 12-digit number in the note is not taken.
    expect(
      readNarrationReference('UPI-RAHUL-9847012345@YBL-HDFC0000001-PAYMENT-FOR-919847012345').utr,
    ).toBeNull();
  });

  it('takes the UTR from the reference cell when the narration has none (HDFC pads it with zeros)', () => {
    expect(readNarrationReference('UPI-ANITA K-ANITAK@OKSBI', '0000632412345678').utr).toBe('632412345678');
    expect(readNarrationReference('UPI-ANITA K-ANITAK@OKSBI', 'TRANSFER FROM 3199412044304').utr).toBeNull();
  });

  it('gives IMPS and NEFT credits their own reference but no UPI UTR', () => {
    expect(readNarrationReference('MMT/IMPS/632912345678/JOSEPH T/SBIN0001234')).toEqual({
      kind: 'imps',
      utr: null,
      transferReference: '632912345678',
    });
    expect(readNarrationReference('IMPS-632912345678-JOSEPH T-SBIN-XXXXXXXX4321-ADVANCE').utr).toBeNull();
    expect(
      readNarrationReference('BY TRANSFER-NEFT*HDFC0000123*N326260123456789*MALABAR CATERERS--'),
    ).toEqual({
      kind: 'neft',
      utr: null,
      transferReference: 'N326260123456789',
    });
    expect(readNarrationReference('CASH DEPOSIT-CASH DEPOSIT BY SELF--')).toEqual({
      kind: 'other',
      utr: null,
      transferReference: null,
    });
  });

  it('gives a payment from a credit its UTR, or the bank transfer’s reference with its channel', () => {
    const credit = (narration: string, utr: string | null = null) => ({ narration, reference: null, utr });
    expect(creditPaymentReference(credit('UPI/CR/412345678901/ANITA', '412345678901'))).toBe('412345678901');
    expect(creditPaymentReference(credit('BY TRANSFER-NEFT*HDFC0000123*N326260123456789*MALABAR--'))).toBe(
      'NEFT-N326260123456789',
    );
    expect(creditPaymentReference(credit('MMT/IMPS/632912345678/JOSEPH T/SBIN0001234'))).toBe(
      'IMPS-632912345678',
    );
    expect(creditPaymentReference(credit('RTGS CR-SBIN0000123-SBINR52026112700012345-KERALA TRADERS'))).toBe(
      'RTGS-SBINR52026112700012345',
    );
    // No reference to keep: none, rather than a channel alone (two such credits would be one reference).
    expect(creditPaymentReference(credit('NEFT CR-MALABAR CATERERS'))).toBeNull();
    expect(creditPaymentReference(credit('CASH DEPOSIT-CASH DEPOSIT BY SELF--'))).toBeNull();
  });
});
