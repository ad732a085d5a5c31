import { describe, expect, it } from 'vitest';

import { pdfWithTitle } from './pdf-title';

const encode = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const decode = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** A one-page PDF with a classic cross-reference table, its offsets right. */
function classicPdf(trailerExtra = ''): string {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return `${body}xref\n0 4\n0000000000 65535 f \n${entries}trailer\n<</Size 4/Root 1 0 R${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
}

/** What the appended update says: its trailer, and the text of the object it points to as the Info. */
function update(original: string, titled: Uint8Array) {
  const text = decode(titled);
  const appended = text.slice(original.length);
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const offset = Number(/xref\n\d+ 1\n(\d{10}) 00000 n \n/.exec(text.slice(xrefAt))?.[1]);
  return { appended, trailer: /trailer\n(<<.*>>)\n/.exec(appended)?.[1], info: text.slice(offset, offset + 60) };
}

describe('pdfWithTitle', () => {
  it('appends an Info object titled with the name, pointed to by a trailer that goes back to the original', () => {
    const original = classicPdf();
    const titled = pdfWithTitle(encode(original), 'Homepage design.pdf')!;
    expect(decode(titled.subarray(0, original.length))).toBe(original);
    const { trailer, info } = update(original, titled);
    expect(trailer).toBe(`<< /Size 5 /Root 1 0 R /Info 4 0 R /Prev ${original.indexOf('xref')} >>`);
    // UTF-16BE with its byte-order mark: "Ho…"
    expect(info).toMatch(/^4 0 obj\n<< \/Title <FEFF0048006F006D00650070/);
  });

  it('writes any character of a name, and keeps the document’s ID', () => {
    const original = classicPdf('/ID[<ab12><ab12>]');
    const { trailer, info } = update(original, pdfWithTitle(encode(original), 'Ré(sumé)')!);
    expect(trailer).toContain('/ID[<ab12><ab12>]');
    expect(info).toContain('<FEFF005200E900280073');
  });

  it('reads the trailer of a cross-reference stream', () => {
    const head = '%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n';
    const stream = `7 0 obj\n<</Type/XRef/Size 8/Root 1 0 R/W[1 2 1]/Filter/FlateDecode/Length 3>>stream\nabc\nendstream\nendobj\n`;
    const original = `${head}${stream}startxref\n${head.length}\n%%EOF`;
    const { trailer } = update(original, pdfWithTitle(encode(original), 'a.pdf')!);
    expect(trailer).toBe(`<< /Size 9 /Root 1 0 R /Info 8 0 R /Prev ${head.length} >>`);
  });

  it('titles a file without a cross-reference (read by rebuilding it) with an object and a trailer', () => {
    const original =
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    const appended = decode(pdfWithTitle(encode(original), 'a.pdf')!).slice(original.length);
    expect(appended).toBe(
      `\n3 0 obj\n<< /Title <FEFF0061002E007000640066> >>\nendobj\ntrailer\n<< /Size 4 /Root 1 0 R /Info 3 0 R >>\n%%EOF\n`,
    );
    // One whose startxref points nowhere is read the same way.
    const wrong = classicPdf().replace(/startxref\n\d+/, 'startxref\n3');
    expect(decode(pdfWithTitle(encode(wrong), 'a.pdf')!).slice(wrong.length)).toContain(
      '/Size 5 /Root 1 0 R /Info 4 0 R >>',
    );
  });

  it('leaves alone what is no PDF, and an encrypted document', () => {
    expect(pdfWithTitle(encode('not a pdf at all'), 'a.pdf')).toBeNull();
    expect(pdfWithTitle(encode(classicPdf('/Encrypt 9 0 R')), 'a.pdf')).toBeNull();
  });
});
