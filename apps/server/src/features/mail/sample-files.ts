/**
 * Small real files for the sample mailbox's attachments, so they open and download like uploaded ones: a
 * one-page PDF with a few lines of text (Helvetica, WinAnsi: Latin accents print).
 */
export function samplePdf(lines: string[]): Buffer {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 60 ${780 - index * 22} Td (${pdfString(line)}) Tj ET`)
    .join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
