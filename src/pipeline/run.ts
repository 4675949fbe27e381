// The pipeline: files → documents → verified ledgers → result (spec "Processing pipeline", rules 1–7).
// Stages take data and return data; the readers they need (the PDF reader pool, the model client, the
// document-read cache) arrive as ports in `deps`, so this module only composes the steps of
// src/pipeline/orchestrate/: read each file and its documents → model passes → aggregate and packet →
// decide the status → assemble the result.
import { analyzePacket } from './aggregate/analyze.ts';
import { failedOutcome, jobFailure, type PipelineInput, type PipelineOutcome } from './contract.ts';
import { checkpoint, documentIds, runContext, timed, type PipelineDeps } from './orchestrate/context.ts';
import { modelPasses } from './orchestrate/model-passes.ts';
import {
  assembleOutcome,
  decideStatus,
  finishStatements,
  gatherDocuments,
  markExcluded,
  statementsToAnalyze,
  verifiedLeftOut,
  withFinishedStatements,
} from './orchestrate/outcome.ts';
import { readFileDocuments, type FileOutcome } from './orchestrate/read-documents.ts';
import { buildSubmissionPacket, screenStatements } from './packet/index.ts';

export type { PipelineDeps } from './orchestrate/context.ts';

/**
 * The pipeline as every job runner runs it: a crash inside it is the job's failure, worded once
 * (jobFailure.crashed; `crash` keeps the error for the runner's log). A stopped run (the signal) still throws:
 * its runner decides what a stop means.
 */
export async function runJob(
  input: PipelineInput,
  deps: PipelineDeps,
  ctx: { signal: AbortSignal },
): Promise<PipelineOutcome & { crash?: unknown }> {
  try {
    return await runPipeline(input, deps, ctx);
  } catch (err) {
    if (ctx.signal.aborted) throw err;
    const job = { id: input.jobId, source: input.source, created_at: input.createdAt };
    return { ...failedOutcome(job, jobFailure.crashed(err), deps.now()), crash: err };
  }
}

export async function runPipeline(
  input: PipelineInput,
  deps: PipelineDeps,
  ctx: { signal: AbortSignal },
): Promise<PipelineOutcome> {
  const run = runContext(input, deps, ctx.signal);
  // 1–3. Intake, split, read: file by file, in request order.
  const nextId = documentIds();
  const files: FileOutcome[] = [];
  for (const file of input.files) {
    checkpoint(ctx.signal);
    files.push(await readFileDocuments(file, run, nextId));
  }
  // 5–6. Screen (duplicates, other businesses), categorize (rules, then the model), aggregate.
  checkpoint(ctx.signal);
  const read = gatherDocuments(files);
  const screening = screenStatements({ intake: input.intake, documents: read.documents });
  const { forAnalysis } = screening;
  const analyzed = statementsToAnalyze(read.statements, forAnalysis);
  const passes = await modelPasses(analyzed, read.labels, run);
  checkpoint(ctx.signal);
  const analysis = await timed(run.stages, 'aggregate', () =>
    analyzePacket({
      statements: analyzed,
      modelLabels: passes.modelLabels,
      financingClaims: passes.financingClaims,
      revenueExclusions: input.policy?.revenueExclusions,
      ...(input.policy?.affordability ? { underwritingOptions: { affordability: input.policy.affordability } } : {}),
    }),
  );
  const finished = finishStatements(read.statements, analysis, passes.enrichment);
  // 7. The packet: documents in order, exclusions, merchant fingerprint.
  const packet = await timed(run.stages, 'packet', () =>
    buildSubmissionPacket({
      jobId: input.jobId,
      intake: input.intake,
      files: read.files,
      documents: withFinishedStatements(read.documents, finished),
      months: analysis.months,
      analysis,
      screening,
    }),
  );
  const statements = markExcluded(finished, packet.excludedStatements);
  const { status, reviewReasons } = decideStatus(
    read.files,
    statements,
    [...read.reasons, ...verifiedLeftOut(read.statements, forAnalysis), ...passes.reasons],
    packet.review_reasons,
  );
  return assembleOutcome({
    input,
    completedAt: deps.now(),
    read,
    passes,
    analysis,
    packet,
    statements,
    status,
    reviewReasons,
    stages: run.stages,
    modelUse: run.modelUse,
  });
}
