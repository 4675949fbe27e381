// Mailboxes: forwarding addresses and signed provider webhooks, per tenant. Reads are tenant-scoped
// except the two lookups intake makes before it knows the tenant (by id for the signed webhook, by
// forward token for the worker).
import type { Selectable } from 'kysely';
import type { Executor } from './db.ts';
import type { MailboxesTable } from './schema.ts';

export type MailboxRow = Selectable<MailboxesTable>;

export async function insertMailbox(
  db: Executor,
  m: Omit<MailboxRow, 'status' | 'kind'> & { kind?: string },
): Promise<void> {
  await db
    .insertInto('mailboxes')
    .values({ ...m, status: 'active' })
    .execute();
}

export async function getMailbox(db: Executor, tenantId: string, id: string): Promise<MailboxRow | undefined> {
  return await db
    .selectFrom('mailboxes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

/** Intake only: the signed webhook names its mailbox before any tenant is known. */
export async function findMailboxById(db: Executor, id: string): Promise<MailboxRow | undefined> {
  return await db
    .selectFrom('mailboxes')
    .selectAll()
    .where('id', '=', id)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

/** Intake only: the forwarding worker names the address's token. */
export async function findMailboxByToken(db: Executor, token: string): Promise<MailboxRow | undefined> {
  return await db
    .selectFrom('mailboxes')
    .selectAll()
    .where('forward_token', '=', token)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

export async function listMailboxes(db: Executor, tenantId: string): Promise<MailboxRow[]> {
  return (await db
    .selectFrom('mailboxes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '<>', 'deleted')
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as MailboxRow[];
}

export async function updateMailbox(
  db: Executor,
  tenantId: string,
  id: string,
  patch: Partial<Pick<MailboxRow, 'name' | 'status' | 'allowed_sender_domains' | 'inbound_secret'>>,
  at: Date,
): Promise<MailboxRow | undefined> {
  return (await db
    .updateTable('mailboxes')
    .set({ ...patch, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '<>', 'deleted')
    .returningAll()
    .executeTakeFirst()) as MailboxRow | undefined;
}
