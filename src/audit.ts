// Writing an audit entry: the store writes the row in the change's own transaction; its id is made here,
// so the store needs nothing of ours.
import type { Transaction } from 'kysely';
import { newId } from './ids.ts';
import { insertAudit, type AuditActor, type AuditEntryInput } from './store/audit.ts';
import type { Database } from './store/schema.ts';

export type { AuditActor, AuditEntryInput };

export const writeAudit = (trx: Transaction<Database>, e: AuditEntryInput): Promise<string> =>
  insertAudit(trx, newId('aud'), e);
