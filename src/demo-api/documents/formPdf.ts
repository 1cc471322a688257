import type { ActionDeclaration } from '../resource';

/**
 * A small, valid one-page PDF naming the form, as a data URL (the real service answers a
 * short-lived document URL; a data URL keeps the simulator self-contained).
 *
 * @example
 * formPdfDataUrl('Form W-4 (2026)'); // 'data:application/pdf;base64,JVBERi0x…'
 */
export function formPdfDataUrl(title: string): string {
  return `data:application/pdf;base64,${btoa(pdfDocument([title], 18))}`;
}

/**
 * What a form's `…/pdf` answers (UPSTREAM A.9, UPSTREAM-2 H.7, I.5): its uuid and the document.
 *
 * @example
 * pdfLink(form.uuid, 'Form W-4 (2026)').document_content_type; // 'application/pdf'
 */
export function pdfLink(uuid: string, title: string): Record<string, unknown> {
  return { uuid, document_url: formPdfDataUrl(title), document_content_type: 'application/pdf' };
}

/**
 * The `GET …/pdf` action of a form or document: its PDF link, on the read scope.
 *
 * @example
 * actions: [pdfAction((form: FormRecord) => form.title)],
 */
export function pdfAction<R extends { uuid: string }>(title: (record: R) => string): ActionDeclaration<R> {
  return {
    method: 'GET',
    suffix: '/pdf',
    access: 'read',
    run: (record) => pdfLink(record.uuid, title(record)),
  };
}

/**
 * A one-page PDF (text, uncompressed, Helvetica) with one line of text per entry, top down.
 * Characters outside printable ASCII become `?`.
 *
 * @example
 * pdfDocument(['Pay stub', 'Gross pay 3,269.23']).startsWith('%PDF-1.4'); // true
 */
export function pdfDocument(lines: readonly string[], size = 10): string {
  return pdfPages([lines], size);
}

/**
 * A PDF with one page per entry, each as {@link pdfDocument} writes its page (one check a page).
 *
 * @example
 * pdfPages([['Check 1001'], ['Check 1002']]).startsWith('%PDF-1.4'); // true
 */
export function pdfPages(pages: readonly (readonly string[])[], size = 10): string {
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
