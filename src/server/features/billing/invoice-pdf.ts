import { format } from 'date-fns';
import { formatCents } from '../../../shared/billing';
import { PRODUCT_NAME } from '../../../shared/constants';

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  status: string;
  customerEmail: string;
  customerName: string;
  plan: 'monthly' | 'annual';
  periodStart: Date;
  periodEnd: Date;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  currency: string;
  supportEmail: string;
}

/** Text for a PDF string literal: ASCII only (Helvetica, WinAnsi), with \ ( ) escaped. */
function pdfText(value: string): string {
  return value
    .replace(/[•]/g, '*')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

const day = (d: Date) => format(d, 'MMMM dd, yyyy');

/** The lines of the invoice: [font size, bold, x, y, text]. */
function layout(doc: InvoiceDocument): Array<[number, boolean, number, number, string]> {
  const planName = doc.plan === 'annual' ? 'Premium (annual)' : 'Premium (monthly)';
  const currency = doc.currency.toUpperCase();
  const lines: Array<[number, boolean, number, number, string]> = [
    [22, true, 56, 780, PRODUCT_NAME],
    [16, true, 400, 780, 'INVOICE'],
    [10, false, 400, 760, `Number: ${doc.number}`],
    [10, false, 400, 746, `Date: ${day(doc.issuedAt)}`],
    [10, false, 400, 732, `Status: ${doc.status.toUpperCase()}`],
    [11, true, 56, 700, 'Billed to'],
    [10, false, 56, 684, doc.customerName],
    [10, false, 56, 670, doc.customerEmail],
    [11, true, 56, 620, 'Description'],
    [11, true, 440, 620, `Amount (${currency})`],
    [10, false, 56, 600, `${PRODUCT_NAME} ${planName}`],
    [10, false, 440, 600, formatCents(doc.subtotalCents)],
    [9, false, 56, 586, `Service period: ${day(doc.periodStart)} - ${day(doc.periodEnd)}`],
  ];
  let y = 556;
  if (doc.discountCents > 0) {
    lines.push(
      [10, false, 56, y, 'Promotional discount'],
      [10, false, 440, y, `-${formatCents(doc.discountCents)}`],
    );
    y -= 20;
  }
  lines.push(
    [11, true, 56, y, 'Total paid'],
    [11, true, 440, y, formatCents(doc.totalCents)],
    [9, false, 56, y - 60, `Questions about this invoice? Write to ${doc.supportEmail}.`],
  );
  return lines;
}

/**
 * A one-page PDF 1.4 of an invoice, written by hand (no PDF library): Helvetica and
 * Helvetica-Bold, one content stream, and a correct cross-reference table.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Buffer {
  const content = layout(doc)
    .map(
      ([size, bold, x, y, text]) =>
        `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${pdfText(text)}) Tj ET`,
    )
    .concat(['0.8 w 56 632 m 540 632 l S'])
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(`${PRODUCT_NAME} invoice ${doc.number}`)}) /Producer (${PRODUCT_NAME}) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
