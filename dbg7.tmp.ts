import { summaryLabel } from './src/pipeline/layout/vocabulary.ts';
for (const t of process.argv.slice(2)) console.log(t, JSON.stringify(summaryLabel(t)));
