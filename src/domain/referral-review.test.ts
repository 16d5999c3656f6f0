import { describe, expect, it } from 'vitest';
import {
  evidenceWords,
  normaliseAddress,
  normalisePayerName,
  sameAddress,
  upiPayerName,
} from './referral-review';

describe('normaliseAddress', () => {
  it('reads case, spaces and punctuation alike', () => {
    expect(normaliseAddress('  Rose Villa,  MG Road ', '682001')).toEqual(
      normaliseAddress('rose villa mg-road.', '682001'),
    );
  });

  it('reads every way of writing a house number alike', () => {
    const forms = [
      'House No. 12, Rose Villa',
      'H.No 12 Rose Villa',
      'H No:12, Rose Villa',
      'House Number 12 Rose Villa',
      'HNo 12 Rose Villa',
    ];
    const normalised = new Set(forms.map((a) => normaliseAddress(a, '682001')?.text));
    expect(normalised).toEqual(new Set(['h 12 rose villa']));
  });

  it('keeps the pincode apart, from the form or from the text', () => {
    expect(normaliseAddress('Rose Villa, Kochi 682 001')).toEqual({
      text: 'rose villa kochi',
      pincode: '682001',
    });
    expect(normaliseAddress('Rose Villa, Kochi', '682001')).toEqual({
      text: 'rose villa kochi',
      pincode: '682001',
    });
    expect(normaliseAddress('Rose Villa, Kochi')).toEqual({ text: 'rose villa kochi', pincode: null });
  });

  it('is the same address with the same words, unless both pincodes are known and differ', () => {
    const at = (address: string, pincode?: string) => normaliseAddress(address, pincode)!;
    expect(sameAddress(at('Rose Villa, Kochi', '682001'), at('ROSE VILLA KOCHI 682001'))).toBe(true);
    expect(sameAddress(at('Rose Villa, Kochi', '682001'), at('Rose Villa, Kochi'))).toBe(true);
    expect(sameAddress(at('Rose Villa, Kochi', '682001'), at('Rose Villa, Kochi', '682002'))).toBe(false);
    expect(sameAddress(at('Rose Villa, Kochi'), at('Lily Villa, Kochi'))).toBe(false);
  });

  it('compares nothing when too little is written', () => {
    expect(normaliseAddress('-', '682001')).toBeNull();
    expect(normaliseAddress('', null)).toBeNull();
    expect(normaliseAddress('682001')).toBeNull();
  });
});

describe('upiPayerName', () => {
  it('reads the payer from the banks’ UPI narrations', () => {
    expect(upiPayerName('UPI/CR/412345678901/ANIL KUMAR/SBIN/anil@okaxis/Payment')).toBe('ANIL KUMAR');
    expect(upiPayerName('UPI-ANIL KUMAR-anil@okhdfc-HDFC0001234-412345678901-NOTE')).toBe('ANIL KUMAR');
    expect(upiPayerName('UPI/412345678901/Anil  K./anil@ybl/FDRL')).toBe('ANIL K');
  });

  it('finds no payer in other credits', () => {
    expect(upiPayerName('NEFT-N326260123456789-ANIL KUMAR')).toBeNull();
    expect(upiPayerName('UPI/CR/412345678901/anil@okaxis')).toBeNull();
  });

  it('normalises names for comparing', () => {
    expect(normalisePayerName(' anil  k. kumar ')).toBe('ANIL K KUMAR');
  });
});

describe('evidenceWords', () => {
  it('says each reason in plain words', () => {
    expect(evidenceWords({ kind: 'address', address: 'Rose Villa' }, 'Anil')).toBe(
      'Same delivery address as Anil: "Rose Villa"',
    );
    expect(evidenceWords({ kind: 'device' }, 'Anil')).toContain('signed in on');
    expect(evidenceWords({ kind: 'burst', parentCode: 'A101', members: 5, hours: 24 }, 'Anil')).toBe(
      'A101 gained 5 new members within 24 hours',
    );
    expect(
      evidenceWords({ kind: 'payer_name', payerName: 'ANIL KUMAR', statementLine: 'line 4' }, 'Anil'),
    ).toContain('"ANIL KUMAR"');
  });
});
