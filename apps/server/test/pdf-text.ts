import { spawnSync } from 'node:child_process';

// Reads a PDF's text with poppler's pdftotext (installed by .ci/run): what a
// person or an accountant's tool finds in an invoice.

export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf, maxBuffer: 10 * 1024 * 1024 });
  if (result.error) throw new Error(`pdftotext is needed for this test (apt-get install -y poppler-utils): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr.toString()}`);
  return result.stdout.toString('utf8');
}

/** The first attachment of a raw MIME message with this content type, decoded from base64. */
export function mimeAttachment(raw: string, contentType: string): { filename: string; content: Buffer } | null {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!head.toLowerCase().includes(`content-type: ${contentType}`)) continue;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
    const base64 = body.join('\n').split(/\r?\n--/)[0]?.replace(/\s+/g, '') ?? '';
    return { filename, content: Buffer.from(base64, 'base64') };
  }
  return null;
}
