// The names the spec's resources carry in the OpenAPI document (components.schemas), in one place. Each
// schema gets its name as `$id`; ./openapi.ts turns every place a named schema appears into a `$ref`.
// TypeBox keeps the schema objects it composes by reference, so naming one here names it wherever it is
// used: a field added to StatementSchema shows in the Statement component without touching this file. A new
// resource schema is added to this list. Imported once, by the HTTP app, before its routes are registered.
import type { TSchema } from 'typebox';
import { CorrectionRecordSchema, CorrectionsSummarySchema } from '../schemas/corrections.ts';
import { IntakeFileSchema, IntakeSchema } from '../schemas/intake.ts';
import { JobStatusSchema } from '../schemas/job.ts';
import * as packet from '../schemas/packet.ts';
import * as result from '../schemas/result.ts';
import * as withhold from '../schemas/withhold.ts';
import { ErrorBody, JobAccepted, JobEnvelope, JobListItem } from './schemas.ts';
import { AuditEntrySchema, KeyRecordSchema } from '../schemas/account.ts';
import { EmailOutcomeBody, EmailRecordSchema } from '../schemas/email.ts';
import { MailboxSchema } from '../schemas/mailboxes.ts';
import * as webhooks from '../schemas/webhooks.ts';
import { CATEGORIES } from '../pipeline/categorize/categories.ts';

export const SCHEMA_NAMES: Record<string, TSchema> = {
  // jobs and results
  Job: JobEnvelope,
  JobAccepted,
  JobListItem,
  JobStatus: JobStatusSchema,
  Intake: IntakeSchema,
  IntakeFile: IntakeFileSchema,
  Result: result.ResultSchema,
  FileResult: result.FileResultSchema,
  Segment: result.SegmentSchema,
  PageClassification: result.PageClassificationSchema,
  Statement: result.StatementSchema,
  StatementAccount: result.StatementAccountSchema,
  Gate: result.GateSchema,
  ReadAttempt: result.AttemptSchema,
  ImageReadiness: result.ImageReadinessSchema,
  PageAssessment: result.PageAssessmentSchema,
  QualityIssue: result.IssueSchema,
  Transaction: result.TransactionSchema,
  CorrectionMark: result.CorrectionMarkSchema,
  Application: result.ApplicationSchema,
  Owner: result.OwnerSchema,
  OtherDocument: result.OtherDocumentSchema,
  Account: result.AccountSchema,
  Month: result.MonthSchema,
  Position: result.PositionSchema,
  Underwriting: result.UnderwritingSchema,
  BandCapacity: result.BandCapacitySchema,
  OfferTerms: result.OfferTermsSchema,
  AffordabilityPricing: result.AffordabilityPricingSchema,
  Usage: result.UsageSchema,
  // the submission packet
  SubmissionPacket: packet.SubmissionPacketSchema,
  PacketDocument: packet.PacketDocumentSchema,
  CompanyProfile: packet.CompanyProfileSchema,
  ProfileField: packet.ProfileFieldSchema,
  ProfileSource: packet.ProfileSourceSchema,
  TransactionCoverage: packet.TransactionCoverageSchema,
  CoverageMonth: packet.CoverageMonthSchema,
  CoverageAccount: packet.CoverageAccountSchema,
  BalanceChain: packet.BalanceChainSchema,
  ChainLink: packet.ChainLinkSchema,
  MissingAccountJoin: packet.MissingAccountJoinSchema,
  ExcludedDocument: packet.ExcludedDocumentSchema,
  ModeU: packet.ModeUSchema,
  PacketFraud: packet.PacketFraudSchema,
  FraudReason: packet.FraudReasonSchema,
  // corrections and underwriting
  CorrectionRecord: CorrectionRecordSchema,
  CorrectionsSummary: CorrectionsSummarySchema,
  WithholdRequest: withhold.WithholdRequestSchema,
  WithholdMonth: withhold.WithholdMonthSchema,
  CashAdvance: withhold.CashAdvanceSchema,
  ProposedOffer: withhold.ProposedOfferSchema,
  Affordability: withhold.AffordabilitySchema,
  // account, email and webhooks
  ErrorBody,
  ApiKey: KeyRecordSchema,
  AuditEntry: AuditEntrySchema,
  Email: EmailRecordSchema,
  EmailOutcome: EmailOutcomeBody,
  Mailbox: MailboxSchema,
  WebhookEndpoint: webhooks.EndpointSchema,
  WebhookDelivery: webhooks.DeliverySchema,
  WebhookAttempt: webhooks.AttemptSchema,
};

for (const [name, schema] of Object.entries(SCHEMA_NAMES)) (schema as { $id?: string }).$id = name;

// The category list lives with the categorizer (src/schemas may not import the pipeline): a row's category
// and rule category are one of it.
for (const field of ['category', 'rule_category'] as const)
  Object.assign(result.TransactionSchema.properties[field], { enum: [...CATEGORIES] });

// Examples the document shows beside the named schemas (a request's or response's example is its schema's).
const EXAMPLES: Array<[TSchema, unknown]> = [
  [ErrorBody, { error: { code: 'not_found', message: 'job not found', request_id: 'req_8f2c1d0e4b7a9c3f5e61' } }],
  [
    JobAccepted,
    {
      job_id: 'job_01jd6w3m9k2p4q8r5s7t',
      status: 'queued',
      status_url: '/v1/jobs/job_01jd6w3m9k2p4q8r5s7t',
      created: true,
    },
  ],
  [
    result.TransactionSchema,
    {
      index: 0,
      date: '2026-03-02',
      description: 'SQUARE INC DEP 260302',
      amount: '1450.00',
      transaction_type: 'credit',
      category: 'revenue',
      category_source: 'rules',
      rule_category: 'revenue',
      running_balance: '8210.55',
      is_pending: false,
      category_conflict: false,
      counterparty: 'Square',
      is_nsf: false,
      is_overdraft: false,
      page: 1,
      read_from: 'text',
    },
  ],
];
for (const [schema, example] of EXAMPLES) (schema as { examples?: unknown[] }).examples = [example];
