// Loads pdfjs's legacy build for a process that reads PDFs itself from the sources: a reader started from
// src/ (./child.mjs) and a test process (scripts/test.mjs preloads it, before tsx: through tsx's loader
// pdfjs takes seconds of CPU to load). The compiled reader (dist/reader.cjs) bundles the same steps
// (./reader-bundle.mjs). `globalThis.pdfjsWorker` lets pdfjs run its in-process worker without importing
// it again; ./globals.mjs undoes what loading pdfjs does to the globals.
import { restoreGlobals } from './globals.mjs';

await import('pdfjs-dist/legacy/build/pdf.mjs');
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
restoreGlobals();
