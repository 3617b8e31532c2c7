import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachmentName: the name of a downloaded file', () => {
  it('prefers the UTF-8 name of RFC 6266', () => {
    expect(attachmentName(`attachment; filename="CV Helene.pdf"; filename*=UTF-8''CV%20H%C3%A9l%C3%A8ne.pdf`, 'cv')).toBe(
      'CV Hélène.pdf',
    );
  });
  it('reads the plain name when there is no UTF-8 one, or a broken one', () => {
    expect(attachmentName('attachment; filename="cv.docx"', 'cv')).toBe('cv.docx');
    expect(attachmentName(`attachment; filename="cv.pdf"; filename*=UTF-8''%E9`, 'cv')).toBe('cv.pdf');
  });
  it('falls back when nothing is announced', () => {
    expect(attachmentName(null, 'mon-cv')).toBe('mon-cv');
    expect(attachmentName('attachment', 'mon-cv')).toBe('mon-cv');
  });
});
