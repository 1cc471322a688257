/**
 * A PDF with one page per entry (text, uncompressed, Helvetica, one line per string, top down):
 * one check a page. Characters outside printable ASCII become `?`.
 *
 * @example
 * checksPdf([['Check 1001'], ['Check 1002']]).startsWith('%PDF-1.4'); // true
 */
export function checksPdf(pages: readonly (readonly string[])[], size = 10): string {
  const fontId = 3 + pages.length * 2;
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  pages.forEach((lines, p) => {
    const pageId = 3 + p * 2;
    kids.push(`${pageId} 0 R`);
    const stream = lines
      .map((line, i) => {
        const safe = line.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
        return `BT /F1 ${size} Tf 50 ${742 - i * (size + 4)} Td (${safe}) Tj ET`;
      })
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageId + 1} 0 R /Resources << /Font << /F1 ${fontId} 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
