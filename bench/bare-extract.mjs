// Bare reference for `npm run bench -- cli`: only extracts the text of the PDFs given (pdfjs
// getTextContent on every page, one process, no checks, no layout). Prints "pages items".
import fs from 'node:fs';

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
let pages = 0;
let items = 0;
for (const file of process.argv.slice(2)) {
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(fs.readFileSync(file)),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  for (let i = 1; i <= doc.numPages; i++) items += (await (await doc.getPage(i)).getTextContent()).items.length;
  pages += doc.numPages;
  await doc.destroy();
}
console.log(pages, items);
