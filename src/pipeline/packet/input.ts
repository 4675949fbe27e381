// What the packet stage is given: the job's intake, the files, the typed documents in packet order and
// what the aggregate stage decided. Pure data; the packet stage reads no clock and no file.
import type { Application, FileResult, Month, Statement } from '../../schemas/result.ts';
import type { PageClass } from '../types.ts';

/** The job's intake object as `buildIntake` (src/jobs/submit.ts) records it; every field may be absent. */
export interface PacketIntake {
  source?: string | null;
  received_at?: string | null;
  broker_email?: string | null;
  contact_email?: string | null;
  business_name?: string | null;
  business_ein?: string | null;
  external_business_id?: string | null;
  end_user_id?: string | null;
  requested_advance_amount?: string | null;
  document_types?: string[] | null;
  files?: Array<{ position: number; filename: string; sha256: string }>;
}

export interface PacketDocumentInput {
  kind: PageClass;
  /** file name of the input file the document was split from */
  sourceFile: string;
  /** 1-based position of that file in the request */
  filePosition: number;
  packetPages: number[];
  documentId: string;
  contentSha256: string;
  /** the read statement (bank_statement); absent when the read failed */
  statement?: Statement;
  /** the read application (merchant_application); absent when the read failed */
  application?: Application;
  /** the account key the statement was analyzed under (defaults to accountKeyOf(statement)) */
  accountKey?: string;
  /** document type the splitter gave, for documents without a read (tax_return...) */
  documentType?: string;
}

export interface PacketAnalysis {
  /** analyzePacket().accounts */
  accounts: Array<{ account_key: string; months: string[]; missing_months: string[]; document_ids: string[] }>;
  /** analyzePacket().excludedStatements */
  excludedStatements: Array<{ documentId: string; reason: string }>;
  /** analyzePacket().reviewReasons */
  reviewReasons: string[];
  /** analyzePacket().undisclosedSuffixes; when absent they are read from `transfer_to_undisclosed_account:` reasons */
  undisclosedSuffixes?: string[];
}

export interface PacketInput {
  jobId: string;
  intake: PacketIntake;
  files: FileResult[];
  documents: PacketDocumentInput[];
  /** analyzePacket().months (verified statements only) */
  months: Month[];
  analysis: PacketAnalysis;
}

/** A bank statement document as the packet stage sees it, once its account is known. */
export interface StatementDoc {
  doc: PacketDocumentInput;
  statement: Statement;
  accountKey: string;
  verified: boolean;
}

/** Verified = the gate accepted the ledger (reconciled, printed totals, running balances). */
export function isVerified(s: Statement): boolean {
  return s.gate.status === 'accepted' && s.gate.reconciled;
}

export { accountKeyOf } from '../account-key.ts';

/** Human label of an account: `Chase x1234`. */
export function accountLabel(s: Pick<Statement, 'institution_name' | 'account_number_last4'>, key: string): string {
  if (!s.account_number_last4) return s.institution_name ?? key;
  return `${s.institution_name ?? 'Account'} x${s.account_number_last4}`;
}
