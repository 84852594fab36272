import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';

const doc: InvoiceDocument = {
  number: 'DC-2026-AB12(CD)',
  issuedAt: new Date('2026-11-20T10:00:00Z'),
  status: 'paid',
  customerEmail: 'jordan@example.com',
  customerName: 'Jordan Lee',
  plan: 'annual',
  periodStart: new Date('2026-11-20T10:00:00Z'),
  periodEnd: new Date('2027-11-20T10:00:00Z'),
  subtotalCents: 7699,
  discountCents: 1925,
  totalCents: 5774,
  currency: 'usd',
  supportEmail: 'support@datecrunch.app',
};

describe('renderInvoicePdf', () => {
  const pdf = renderInvoicePdf(doc);
  const text = pdf.toString('latin1');

  it('is a PDF whose cross-reference table points at each object', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const table = text.slice(startxref).split('\n');
    const count = Number(table[1]!.split(' ')[1]);
    expect(count).toBe(8);
    for (let i = 1; i < count; i++) {
      const offset = Number(table[2 + i]!.slice(0, 10));
      expect(text.slice(offset, offset + `${i} 0 obj`.length)).toBe(`${i} 0 obj`);
    }
  });

  it('declares the exact length of its content stream', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = match.index + match[0].length;
    const length = Number(match[1]);
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
  });

  it('prints the invoice: number (escaped), customer, plan, period, discount and total', () => {
    expect(text).toContain('(Number: DC-2026-AB12\\(CD\\))');
    expect(text).toContain('(jordan@example.com)');
    expect(text).toContain('(DateCrunch Premium \\(annual\\))');
    expect(text).toContain('November 20, 2026 - November 20, 2027');
    expect(text).toContain('(-$19.25)');
    expect(text).toContain('($57.74)');
    expect(text).toContain('(Status: PAID)');
  });
});
