import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Reads a PDF the way a person and a scanner would: poppler's pdfinfo and pdftotext for its pages and words,
 * pdftoppm to print a page at 200 dpi and zbar to scan the barcodes on it (Debian packages poppler-utils
 * and zbar-tools; CI installs both).
 */
export const inspectPdf = async (pdf: Buffer) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'ukgh-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  await writeFile(file, pdf);
  try {
    const info = (await run('pdfinfo', ['-f', '1', '-l', '1000', file])).stdout;
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    /** The text of each page, split at form feeds. */
    const pageTexts = text.split('\f').slice(0, pages);
    return { pages, sizes, text, pageTexts };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** Prints page `page` of the PDF at 200 dpi and answers what zbar decodes from it, one symbol per entry. */
export const scanPdfPage = async (pdf: Buffer, page = 1): Promise<string[]> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'ukgh-scan-'));
  const file = path.join(dir, 'doc.pdf');
  await writeFile(file, pdf);
  try {
    await run('pdftoppm', [
      '-r',
      '200',
      '-png',
      '-f',
      String(page),
      '-l',
      String(page),
      file,
      path.join(dir, 'p'),
    ]);
    const [png] = (await readdir(dir)).filter((name) => name.endsWith('.png'));
    const { stdout } = await run('zbarimg', ['--raw', '-q', path.join(dir, png!)]);
    return stdout.split('\n').filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
