import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../features/uploads';
import { IMAGE_PROBLEMS, readLegacyImage } from './legacy-image';

const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

describe('readLegacyImage', () => {
  it('reads nothing as no image', () => {
    expect(readLegacyImage(null)).toEqual({ kind: 'none' });
    expect(readLegacyImage('  ')).toEqual({ kind: 'none' });
  });

  it('keeps an https link as it is', () => {
    expect(readLegacyImage(' https://cdn.example.com/rice.jpg ')).toEqual({
      kind: 'link',
      url: 'https://cdn.example.com/rice.jpg',
    });
  });

  it('refuses http, javascript and paths of ours alike', () => {
    for (const value of ['http://x.test/a.png', 'javascript:alert(1)', '/uploads/images/a.webp', 'rice.png'])
      expect(readLegacyImage(value)).toEqual({ kind: 'unusable', problem: IMAGE_PROBLEMS.badLink });
  });

  it('decodes an inline base64 image to its exact bytes, line breaks allowed', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 250]);
    const base64 = bytes.toString('base64');
    expect(readLegacyImage(dataUrl(bytes))).toEqual({ kind: 'inline', bytes });
    expect(readLegacyImage(`DATA:image/jpeg;base64,${base64.slice(0, 4)}\n${base64.slice(4)}`)).toEqual({
      kind: 'inline',
      bytes,
    });
  });

  it('refuses a data URL that is not base64', () => {
    expect(readLegacyImage('data:image/svg+xml,<svg/>')).toMatchObject({ problem: IMAGE_PROBLEMS.notBase64 });
    expect(readLegacyImage('data:image/png;base64,@@@@')).toMatchObject({
      problem: IMAGE_PROBLEMS.notBase64,
    });
  });

  it('takes the upload limit to the byte, measured before decoding', () => {
    expect(readLegacyImage(dataUrl(Buffer.alloc(MAX_UPLOAD_BYTES)))).toMatchObject({ kind: 'inline' });
    expect(readLegacyImage(dataUrl(Buffer.alloc(MAX_UPLOAD_BYTES + 1)))).toEqual({
      kind: 'unusable',
      problem: IMAGE_PROBLEMS.tooBig,
    });
  });
});
