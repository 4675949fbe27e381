// bare reference: only extract the text of a PDF with pdfjs
import fs from 'node:fs';
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(process.argv[2])), useWorkerFetch: false, isEvalSupported: false, disableFontFace: true }).promise;
let n = 0;
for (let i = 1; i <= doc.numPages; i++) { const p = await doc.getPage(i); const t = await p.getTextContent(); n += t.items.length; }
console.log(doc.numPages, n);
