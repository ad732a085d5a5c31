import { jsPDF } from 'jspdf';

import { formatDay, invoiceHeading } from '@agency/common';

import { formatCents } from '@/features/quotes/shared/money';

import {
  amountDue,
  bankDetails,
  buyerLines,
  INTEREST_EXPLANATION,
  INVOICE_TERMS,
  invoiceFacts,
  type InvoiceLike,
  invoiceStandingText,
  lineColumns,
  lineRows,
  sellerLines,
  totalRows,
} from './invoice-content';

/**
 * The invoice as a PDF, drawn with jsPDF's own text calls from the same content the screen shows
 * (invoice-content.ts): no html2canvas, so the text stays text (selectable, searchable, sharp at any zoom). Loaded
 * only when someone asks for the PDF (a dynamic import), so jsPDF is never part of a page's first load.
 */

const PAGE = { width: 210, height: 297, margin: 18 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LINE_HEIGHT = 5;
const BODY_SIZE = 10;

/** Column widths in mm, description first; the rest are right-aligned amounts. */
const COLUMN_WIDTHS: Record<'gst' | 'plain', number[]> = {
  gst: [58, 16, 24, 30, 20, 26],
  plain: [94, 16, 34, 30],
};

/**
 * The standard PDF fonts (Helvetica here) hold Latin-1 only; typographic quotes and dashes, which people type in
 * descriptions and names, become their plain twins rather than garbage.
 */
export function pdfSafeText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2009\u202F]/g, ' ')
    .replace(/[^\n\u0020-\u00FF]/g, '?');
}

class Writer {
  y = PAGE.margin;

  constructor(readonly doc: jsPDF) {}

  /** Room for `height` mm more, else a new page. */
  ensure(height: number) {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  style(size: number, bold = false) {
    this.doc.setFontSize(size);
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
  }

  /** Wrapped text at `x`, moving down. */
  paragraph(text: string, { x = PAGE.margin, width = CONTENT_WIDTH, size = BODY_SIZE, bold = false } = {}) {
    this.style(size, bold);
    const lines = this.doc.splitTextToSize(pdfSafeText(text), width) as string[];
    for (const line of lines) {
      this.ensure(LINE_HEIGHT);
      this.doc.text(line, x, this.y);
      this.y += LINE_HEIGHT;
    }
  }

  heading(text: string, x: number = PAGE.margin) {
    this.ensure(LINE_HEIGHT * 3);
    this.y += LINE_HEIGHT / 2;
    this.paragraph(text, { x, size: 12, bold: true });
  }

  /** "Label: value" pairs with the values lined up. */
  pairs(rows: { label: string; value: string }[], { x = PAGE.margin, labelWidth = 40, alignRight = false } = {}) {
    for (const { label, value } of rows) {
      this.ensure(LINE_HEIGHT);
      this.style(BODY_SIZE, true);
      this.doc.text(pdfSafeText(label), x, this.y);
      this.style(BODY_SIZE);
      if (alignRight) this.doc.text(pdfSafeText(value), PAGE.width - PAGE.margin, this.y, { align: 'right' });
      else this.doc.text(pdfSafeText(value), x + labelWidth, this.y);
      this.y += LINE_HEIGHT;
    }
  }

  rule() {
    this.doc.setLineWidth(0.2);
    this.doc.line(PAGE.margin, this.y - 3.5, PAGE.width - PAGE.margin, this.y - 3.5);
  }
}

/** The table of lines, drawn cell by cell; descriptions wrap within their column. */
function drawLines(writer: Writer, invoice: InvoiceLike) {
  const { doc } = writer;
  const columns = lineColumns(invoice);
  const widths = COLUMN_WIDTHS[invoice.gstRegistered ? 'gst' : 'plain'];
  const lefts = widths.map((_, index) => PAGE.margin + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const drawRow = (cells: string[], bold: boolean) => {
    writer.style(BODY_SIZE - 1, bold);
    const description = doc.splitTextToSize(pdfSafeText(cells[0] ?? ''), widths[0]! - 2) as string[];
    const height = description.length * LINE_HEIGHT;
    writer.ensure(height + LINE_HEIGHT);
    doc.text(description, lefts[0]!, writer.y);
    cells.slice(1).forEach((cell, index) => {
      const column = index + 1;
      doc.text(pdfSafeText(cell), lefts[column]! + widths[column]!, writer.y, { align: 'right' });
    });
    writer.y += height + 1;
  };
  drawRow(
    columns.map((column) => column.label),
    true,
  );
  writer.rule();
  for (const row of lineRows(invoice)) drawRow(row, false);
  writer.y += 1;
  writer.rule();
}

/** The whole invoice as a jsPDF document (uncompressed, so tests can read its text). */
export function buildInvoicePdf(invoice: InvoiceLike, now: Date = new Date()): jsPDF {
  const heading = invoiceHeading(invoice.gstRegistered);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({
    title: `${heading} ${invoice.number}`,
    subject: invoice.title,
    author: invoice.seller.legalName,
  });
  const writer = new Writer(doc);

  writer.paragraph(heading, { size: 20, bold: true });
  writer.y += 2;
  writer.pairs(invoiceFacts(invoice));
  writer.paragraph(invoiceStandingText(invoice, now));
  writer.y += 2;
  writer.paragraph(invoice.title, { bold: true });

  // Seller and buyer side by side.
  const half = CONTENT_WIDTH / 2;
  const top = writer.y + LINE_HEIGHT / 2;
  writer.y = top;
  writer.heading('From');
  for (const line of sellerLines(invoice)) writer.paragraph(line, { width: half - 4 });
  const sellerEnd = writer.y;
  writer.y = top;
  writer.heading('To', PAGE.margin + half);
  for (const line of buyerLines(invoice)) writer.paragraph(line, { x: PAGE.margin + half, width: half });
  writer.y = Math.max(writer.y, sellerEnd) + LINE_HEIGHT;

  drawLines(writer, invoice);
  writer.y += 2;
  const totals = totalRows(invoice);
  writer.pairs(totals, { x: PAGE.margin + CONTENT_WIDTH / 2, alignRight: true });

  const due = amountDue(invoice, now);
  if (due.overdue) {
    writer.y += 2;
    writer.pairs(
      [
        { label: `Interest to ${formatDay(now)}`, value: formatCents(due.interestCents) },
        { label: 'Now payable', value: formatCents(due.totalCents) },
      ],
      { x: PAGE.margin + CONTENT_WIDTH / 2, alignRight: true },
    );
    writer.paragraph(INTEREST_EXPLANATION, { size: BODY_SIZE - 1 });
  }

  if (invoice.status !== 'void') {
    writer.heading('How to pay');
    writer.paragraph('By bank transfer:');
    writer.pairs(bankDetails(invoice));
    writer.pairs([{ label: 'PayID', value: invoice.seller.payId }]);
  }

  writer.heading('Terms');
  for (const term of INVOICE_TERMS) writer.paragraph(term, { size: BODY_SIZE - 1 });
  return doc;
}

/** Builds the PDF and has the browser save it as `<invoice number>.pdf`. */
export function saveInvoicePdf(invoice: InvoiceLike, now: Date = new Date()): void {
  buildInvoicePdf(invoice, now).save(`${invoice.number}.pdf`);
}
