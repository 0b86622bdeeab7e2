import { describe, expect, it } from 'vitest';
import { cvTypes, type CvType } from './cv-rules.ts';
import { cvFileName } from './cv-file-name.ts';

describe("a CV's file name", () => {
  it.each([
    ['pdf', 'cv-ref-1.pdf'],
    ['docx', 'cv-ref-1.docx'],
    ['odt', 'cv-ref-1.odt'],
    ['rtf', 'cv-ref-1.rtf'],
  ] as [CvType, string][])(
    'is the reference and the extension of the type its bytes showed: %s',
    (type, name) => {
      expect(cvFileName('ref-1', cvTypes[type].mediaType)).toBe(name);
    },
  );

  it('has no extension when the media type is no CV type', () => {
    expect(cvFileName('ref-1', 'text/html')).toBe('cv-ref-1');
  });
});
