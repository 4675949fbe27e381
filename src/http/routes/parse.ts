// POST /v1/parse: multipart `files` (PDF, PNG, JPEG by content) plus merchant/broker fields and options.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { Type } from 'typebox';
import { ApiError, controlCharacterError, invalidField } from '../../errors.ts';
import { formatCents, toCents } from '../../money.ts';
import { submitJob, type IntakeFields, type IntakeFile } from '../../jobs/submit.ts';
import { jobAfter, submissionAnswer } from '../../jobs/wait.ts';
import { describeBytes, sniffContentType } from '../../pipeline/sniff.ts';
import { parseOptions } from '../../jobs/options.ts';
import { requireCaller, type App, type AppDeps } from '../deps.ts';
import { storeUpload } from '../upload.ts';
import { errorResponses, JobAccepted, JobEnvelope, WaitQuery } from '../schemas.ts';

const TEXT_FIELDS = [
  'broker_email',
  'contact_email',
  'business_name',
  'business_ein',
  'external_business_id',
  'end_user_id',
] as const;
export const DOCUMENT_TYPES = [
  'bank_statement',
  'merchant_application',
  'tax_return',
  'voided_check',
  'identification',
  'invoice',
  'other',
] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The upload form, for the OpenAPI document: the handler reads the parts itself (so Fastify validates none). */
const Text = (description: string) => Type.Optional(Type.String({ maxLength: 500, description }));
const ParseForm = Type.Object(
  {
    files: Type.Array(Type.String({ format: 'binary', contentMediaType: 'application/octet-stream' }), {
      minItems: 1,
      description: 'PDF, PNG or JPEG, judged by their bytes; repeat the field for each file (upload order counts)',
    }),
    business_name: Text('the merchant as declared; checked against the statements'),
    business_ein: Text("the merchant's EIN as declared"),
    external_business_id: Text('your id for the merchant, echoed in the packet'),
    broker_email: Text('the submitting broker'),
    contact_email: Text("the merchant's contact"),
    end_user_id: Text('your id for the person submitting, echoed in the packet'),
    requested_advance_amount: Type.Optional(
      Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$', description: 'dollars, at least 1, at most two decimals' }),
    ),
    document_types: Type.Optional(
      Type.String({
        description: `one per file, in upload order: a JSON array or a comma-separated list of ${DOCUMENT_TYPES.join(', ')}`,
        examples: ['bank_statement,merchant_application'],
      }),
    ),
    options: Type.Optional(
      Type.String({
        description: 'a JSON object: `skip_model` (bool), `image_fallback` (bool, default true), `label` (string)',
        examples: ['{"skip_model": true}'],
      }),
    ),
  },
  { additionalProperties: false },
);

function invalid(field: string, msg: string, input: unknown, type = 'value_error'): ApiError {
  return invalidField(['body', field], msg, { type, input });
}

/** document_types: a JSON array or a comma-separated list, one declared type per file in upload order. */
export function parseDocumentTypes(raw: string, fileCount: number): string[] {
  let list: unknown;
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      list = JSON.parse(text);
    } catch {
      throw invalid('document_types', 'not valid JSON', raw);
    }
  } else {
    list = text.split(',').map((s) => s.trim());
  }
  if (!Array.isArray(list) || !list.every((t) => typeof t === 'string'))
    throw invalid('document_types', 'must be a JSON array of strings or a comma-separated list', raw);
  const bad = list.find((t) => !(DOCUMENT_TYPES as readonly string[]).includes(t));
  if (bad !== undefined)
    throw invalid(
      'document_types',
      `unknown document type ${JSON.stringify(bad)}; one of ${DOCUMENT_TYPES.join(', ')}`,
      raw,
    );
  if (list.length !== fileCount)
    throw invalid(
      'document_types',
      `gives ${list.length} types for ${fileCount} files: declare one per file, in upload order`,
      raw,
    );
  return list as string[];
}

export function parseAdvanceAmount(raw: string): string {
  const text = raw.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text))
    throw invalid('requested_advance_amount', 'must be a number with at most 2 decimals', raw, 'number_type');
  let cents: number;
  try {
    cents = toCents(text);
  } catch {
    throw invalid('requested_advance_amount', 'is too large', raw, 'less_than_equal');
  }
  if (cents < 100) throw invalid('requested_advance_amount', 'must be at least 1', raw, 'greater_than_equal');
  return formatCents(cents);
}

export function registerParseRoute(app: App, deps: AppDeps): void {
  app.post(
    '/v1/parse',
    {
      schema: {
        operationId: 'submitPacket',
        description:
          'Uploads a packet as `multipart/form-data`: one or more `files` (PDF, PNG or JPEG, judged by their bytes) and optional fields. The job is queued and read asynchronously; `wait` holds the request up to that many seconds for the result. An `Idempotency-Key` makes a retry return the same job (`created: false`).',
        tags: ['jobs'],
        summary:
          'Submit a packet of files; answers 202 with the job, or 200 with the envelope if it ends within `wait`',
        consumes: ['multipart/form-data'],
        documentedBody: { 'multipart/form-data': ParseForm },
        querystring: Type.Object({ wait: Type.Optional(WaitQuery) }),
        headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200, minLength: 1 })) }),
        response: { 200: JobEnvelope, 202: JobAccepted, ...errorResponses(401, 403, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request.caller);
      if (!request.isMultipart())
        throw invalid('files', 'the body must be multipart/form-data with one or more `files`', null, 'missing');
      const files: IntakeFile[] = [];
      const raw: Record<string, string> = {};
      let total = 0;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const file = part as MultipartFile;
          if (file.fieldname !== 'files')
            throw invalid(file.fieldname, 'unexpected file field: send files as `files`', file.filename);
          const badName = controlCharacterError(['body', 'files', files.length, 'filename'], file.filename);
          if (badName) throw badName;
          const limit = deps.config.limits.maxRequestBytes;
          const tooLarge = () => new ApiError('payload_too_large', `the files add up to more than ${limit} bytes`);
          const stored = await storeUpload(deps.blobs, file.file, limit - total, tooLarge);
          // over MAX_FILE_BYTES the parser ends the file early and marks it: refuse it, as a whole read would
          if (file.file.truncated)
            throw new ApiError('payload_too_large', `file ${JSON.stringify(file.filename)} is over the file limit`);
          total += stored.size;
          const name = file.filename || `file-${files.length + 1}`;
          const type = sniffContentType(stored.head);
          if (!type)
            throw invalid(
              'files',
              `file ${JSON.stringify(name)} is ${describeBytes(stored.head)}: only PDF, PNG and JPEG are accepted`,
              name,
              'file_type',
            );
          files.push({ filename: name, contentType: type, stored: { sha256: stored.sha256, size: stored.size } });
        } else {
          const field = part as MultipartValue<string>;
          if (field.fieldname in raw) throw invalid(field.fieldname, 'given more than once', field.value);
          const bad = controlCharacterError(['body'], { [field.fieldname]: String(field.value) });
          if (bad) throw bad;
          raw[field.fieldname] = String(field.value);
        }
      }
      if (files.length === 0) throw invalid('files', 'at least one file is required', null, 'missing');

      const fields: IntakeFields = {};
      for (const [name, value] of Object.entries(raw)) {
        if ((TEXT_FIELDS as readonly string[]).includes(name)) {
          const v = value.trim();
          if (v.length > 500) throw invalid(name, 'at most 500 characters', value);
          if ((name === 'broker_email' || name === 'contact_email') && v && !EMAIL.test(v))
            throw invalid(name, 'not an email address', value, 'value_error.email');
          if (v) fields[name as (typeof TEXT_FIELDS)[number]] = v;
        } else if (name === 'requested_advance_amount') {
          fields.requested_advance_amount = parseAdvanceAmount(value);
        } else if (name === 'document_types') {
          fields.document_types = parseDocumentTypes(value, files.length);
        } else if (name !== 'options') {
          throw invalid(name, 'unknown field', value, 'extra_forbidden');
        }
      }
      const options = parseOptions(raw.options, 'body');

      const submitted = await submitJob(
        {
          db: deps.store.db,
          blobs: deps.blobs,
          maxActiveJobs: deps.config.maxActiveJobs,
          monthlyBudgetUsd: deps.config.llm.monthlyBudgetUsd,
        },
        {
          caller,
          source: 'upload',
          files,
          fields,
          options,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          receivedAt: deps.now(),
          requestId: String(request.id),
        },
      );
      // the rest of this request's lines (its completion line is the reply's) name its job
      request.log = reply.log = request.log.child({ job_id: submitted.jobId });
      if (submitted.created) deps.notifier.jobQueued();
      const wait = Math.min(request.query.wait ?? 0, deps.config.maxWaitSeconds);
      // with no wait the answer is the submission's own status: an idempotent replay is not looked up
      const row =
        wait > 0 ? await jobAfter(deps.store.db, deps.notifier, caller.tenantId, submitted.jobId, wait) : undefined;
      const answer = submissionAnswer(row, submitted.jobId, submitted);
      return reply
        .status(answer.code)
        .headers(answer.headers)
        .send(answer.body as never);
    },
  );
}
