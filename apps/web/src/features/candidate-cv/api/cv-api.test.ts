import { MSG } from '@passerelle/shared/messages';
import { describe, expect, it } from 'vitest';
import { cvFileError } from './cv-api';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('cvFileError: the CV checked in the browser (DECISIONS §4)', () => {
  it('takes a PDF, a DOC or a DOCX up to 2,000,000 bytes', () => {
    expect(cvFileError(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(cvFileError(file('cv.doc', 'application/msword'))).toBeNull();
    expect(cvFileError(file('CV.DOCX', ''))).toBeNull();
    expect(cvFileError(file('cv.pdf', 'application/pdf', 2_000_000))).toBeNull();
  });
  it('refuses other types and bigger files, with their messages', () => {
    expect(cvFileError(file('cv.png', 'image/png'))).toBe(MSG.cvWrongType);
    expect(cvFileError(file('cv.odt', 'application/vnd.oasis.opendocument.text'))).toBe(MSG.cvWrongType);
    expect(cvFileError(file('cv.pdf', 'application/pdf', 2_000_001))).toBe(MSG.cvTooLarge);
  });
});
