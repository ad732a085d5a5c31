import { describe, expect, it } from 'vitest';

import {
  ACCEPTED_EXTENSIONS,
  ALLOWED_CONTENT_TYPES,
  contentTypeFor,
  FILE_LIMITS,
  FILE_RULES_TEXT,
  fileNameProblem,
  fileProblem,
  isPreviewable,
  safeFileName,
  storagePathOf,
} from './files';

describe('what may be uploaded', () => {
  it('stores the type listed for the extension, whatever its case, and nothing for other kinds', () => {
    expect(contentTypeFor('Brief.PDF')).toBe('application/pdf');
    expect(contentTypeFor('photo.jpeg')).toBe('image/jpeg');
    expect(contentTypeFor('site.tar.zip')).toBe('application/zip');
    expect(contentTypeFor('logo.svg')).toBeNull();
    expect(contentTypeFor('setup.exe')).toBeNull();
    expect(contentTypeFor('README')).toBeNull();
    expect(contentTypeFor('.pdf')).toBeNull();
  });

  it('lists each accepted type once, and an extension for each', () => {
    expect(new Set(ALLOWED_CONTENT_TYPES).size).toBe(ALLOWED_CONTENT_TYPES.length);
    expect(ALLOWED_CONTENT_TYPES).not.toContain('image/svg+xml');
    expect(ALLOWED_CONTENT_TYPES).not.toContain('text/html');
    expect(ACCEPTED_EXTENSIONS).toContain('.docx');
  });

  it('says the limits in one sentence', () => {
    expect(FILE_RULES_TEXT).toMatch(/^Up to 25 MB each\. Images \(png, jpg, jpeg, gif, webp\); PDF; /);
  });

  it('refuses a file too large, empty, of another kind or badly named, with the reason', () => {
    expect(fileProblem({ name: 'a.pdf', size: FILE_LIMITS.maxBytes })).toBeNull();
    expect(fileProblem({ name: 'a.pdf', size: FILE_LIMITS.maxBytes + 1 })).toBe('is larger than 25 MB');
    expect(fileProblem({ name: 'a.pdf', size: 0 })).toBe('is empty');
    expect(fileProblem({ name: 'a.exe', size: 10 })).toMatch(/^is not a kind of file we accept \(images, pdf/);
    expect(fileProblem({ name: `${'a'.repeat(147)}.pdf`, size: 10 })).toMatch(/longer than 150/);
    expect(fileNameProblem('bad\u0000.pdf')).toMatch(/characters we cannot store/);
    expect(fileNameProblem('a\\b.pdf')).toMatch(/characters we cannot store/);
    expect(fileNameProblem('   ')).toBe('has no name');
    expect(fileNameProblem('Ünïcode café.pdf')).toBeNull();
    expect(fileNameProblem('50% off.png')).toMatch(/characters we cannot store/);
    expect(fileNameProblem('report\u202efdp.zip')).toMatch(/characters we cannot store/);
  });

  it('stores a name with those characters replaced, so the file can still go up', () => {
    expect(safeFileName('50% off.png')).toBe('50- off.png');
    expect(safeFileName('report\u202efdp.zip')).toBe('report-fdp.zip');
    expect(safeFileName('a\u0000b/c.pdf')).toBe('a-b-c.pdf');
    expect(fileNameProblem(safeFileName('report\u202efdp.zip'))).toBeNull();
  });

  it('previews images and PDF only', () => {
    expect(isPreviewable('image/png')).toBe(true);
    expect(isPreviewable('application/pdf')).toBe(true);
    expect(isPreviewable('text/plain')).toBe(false);
  });

  it('keeps bytes under their client, file id and name', () => {
    expect(storagePathOf('c1', 'f1', 'a b.pdf')).toBe('clients/c1/files/f1/a b.pdf');
  });
});
