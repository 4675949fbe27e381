// Entry of the compiled reader, dist/reader.cjs (scripts/build.mjs): pdfjs, the task runner (./worker.ts)
// and everything it loads in one CommonJS script, which ./code-cache.mjs can load with V8's code cache
// (Node 20 keeps no compiled code for ES modules). The same steps as ./pdfjs.mjs, in import order:
// the globals are noted before pdfjs evaluates and put back after.
import { restoreGlobals } from './globals.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import 'pdfjs-dist/legacy/build/pdf.mjs';
import run from './tasks.ts';

globalThis.pdfjsWorker = pdfjsWorker;
restoreGlobals();

export default run;
