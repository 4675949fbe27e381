// Installing and managing integrations: each change in one transaction with its audit entry. The record
// answered never carries a secret.
import { randomBytes } from 'node:crypto';
import { writeAudit, type AuditActor } from '../../audit.ts';
import { invalidField, notFound } from '../../errors.ts';
import { newId } from '../../ids.ts';
import type { Db } from '../../store/db.ts';
import {
  getIntegration,
  insertIntegration,
  listIntegrations,
  removeIntegration,
  updateIntegration,
  type IntegrationRow,
} from '../../store/integrations.ts';
import { startAuthorization, type IntegrationDeps } from './connect.ts';
import { isIntegrationType, SPECS, type IntegrationType } from './providers.ts';

export interface Ctx {
  db: Db;
  actor: AuditActor;
  requestId: string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function integrationRecord(r: IntegrationRow, authorizeUrl?: string) {
  return {
    id: r.id,
    type: r.type,
    kind: SPECS[r.type as IntegrationType].kind,
    name: r.name,
    config: r.config,
    events: r.events,
    status: r.status,
    has_secrets: Boolean(r.has_grant),
    last_ok_at: iso(r.last_ok_at),
    last_error: r.last_error,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    ...(authorizeUrl ? { authorize_url: authorizeUrl } : {}),
  };
}

function checkEvents(type: IntegrationType, events: string[] | undefined): string[] {
  const spec = SPECS[type];
  if (events === undefined || events.length === 0) return [...spec.defaultEvents];
  for (const [i, e] of events.entries())
    if (!spec.events.includes(e))
      throw invalidField(['body', 'events', i], `a ${type} integration takes ${spec.events.join(', ')}`, { input: e });
  return events;
}

async function mustGet(db: Db, tenantId: string, id: string, lock = false) {
  const r = await getIntegration(db, tenantId, id, lock);
  if (!r) throw notFound('integration');
  return r;
}

export async function installIntegration(
  c: Ctx,
  deps: Pick<IntegrationDeps, 'config' | 'now'>,
  body: { type: string; name?: string; config?: Record<string, unknown>; events?: string[] },
) {
  if (!isIntegrationType(body.type)) throw invalidField(['body', 'type'], 'unknown type', { input: body.type });
  const type = body.type;
  const config = SPECS[type].checkConfig(body.config ?? {});
  const events = checkEvents(type, body.events);
  const id = newId('int');
  const now = deps.now();
  return c.db.transaction().execute(async (trx) => {
    await insertIntegration(trx, {
      id,
      endpointId: newId('whe'),
      tenantId: c.actor.tenantId,
      type,
      name: body.name ?? type,
      config,
      events,
      secret: randomBytes(24).toString('base64url'),
      now,
    });
    const url = await startAuthorization(trx, deps, { actor: c.actor, integrationId: id, type });
    await writeAudit(trx, {
      caller: c.actor,
      action: 'integration.installed',
      targetType: 'integration',
      targetId: id,
      requestId: c.requestId,
      details: { type, events, config },
    });
    return integrationRecord((await getIntegration(trx, c.actor.tenantId, id))!, url);
  });
}

export const listIntegrationRecords = async (db: Db, tenantId: string) =>
  (await listIntegrations(db, tenantId)).map((r) => integrationRecord(r));

export const integrationRecordOf = async (db: Db, tenantId: string, id: string) =>
  integrationRecord(await mustGet(db, tenantId, id));

export async function changeIntegration(
  c: Ctx,
  now: Date,
  id: string,
  body: { name?: string; config?: Record<string, unknown>; events?: string[] },
) {
  return c.db.transaction().execute(async (trx) => {
    const r = await mustGet(trx as never, c.actor.tenantId, id, true);
    const type = r.type as IntegrationType;
    const set = {
      name: body.name,
      config: body.config === undefined ? undefined : SPECS[type].checkConfig(body.config),
      events: body.events === undefined ? undefined : checkEvents(type, body.events),
    };
    await updateIntegration(trx, id, r.endpoint_id, set, now);
    await writeAudit(trx, {
      caller: c.actor,
      action: 'integration.updated',
      targetType: 'integration',
      targetId: id,
      requestId: c.requestId,
      details: Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)),
    });
    return integrationRecord((await getIntegration(trx, c.actor.tenantId, id))!);
  });
}

export async function deleteIntegration(c: Ctx, now: Date, id: string): Promise<number> {
  return c.db.transaction().execute(async (trx) => {
    const r = await mustGet(trx as never, c.actor.tenantId, id, true);
    const cancelled = await removeIntegration(trx, id, r.endpoint_id, now);
    await writeAudit(trx, {
      caller: c.actor,
      action: 'integration.removed',
      targetType: 'integration',
      targetId: id,
      requestId: c.requestId,
      details: { type: r.type, cancelled_deliveries: cancelled },
    });
    return cancelled;
  });
}

/** A fresh consent URL (to reconnect after `status: error`, or to finish a pending install). */
export async function connectIntegration(c: Ctx, deps: Pick<IntegrationDeps, 'config' | 'now'>, id: string) {
  return c.db.transaction().execute(async (trx) => {
    const r = await mustGet(trx as never, c.actor.tenantId, id, true);
    const url = await startAuthorization(trx, deps, {
      actor: c.actor,
      integrationId: id,
      type: r.type as IntegrationType,
    });
    await writeAudit(trx, {
      caller: c.actor,
      action: 'integration.authorization_started',
      targetType: 'integration',
      targetId: id,
      requestId: c.requestId,
      details: { type: r.type },
    });
    return integrationRecord(r, url);
  });
}
