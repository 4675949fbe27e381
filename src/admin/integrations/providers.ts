// The integration types: HubSpot (CRM: the deal record upserted with the job's summary) and Slack (chat:
// a message on a finished job, with a link). Each names its OAuth scopes, the events it may take, how its
// config is checked, and the one API call a delivery makes. Pure: requests are built here, sent elsewhere.
import type { IntegrationsConfig, OAuthProviderConfig } from '../../config.ts';
import { invalidField } from '../../errors.ts';

export const INTEGRATION_TYPES = ['hubspot', 'slack'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];
export const isIntegrationType = (s: string): s is IntegrationType =>
  (INTEGRATION_TYPES as readonly string[]).includes(s);

interface Spec {
  kind: 'crm' | 'chat';
  scopes: string;
  /** events it may take; `job.corrected` is opt-in for the CRM */
  events: readonly string[];
  defaultEvents: readonly string[];
  checkConfig(config: Record<string, unknown>): Record<string, unknown>;
}

const PROPERTY = /^[a-z][a-z0-9_]{0,99}$/;
const str = (c: Record<string, unknown>, k: string, re: RegExp, required = false): string | undefined => {
  const v = c[k];
  if (v === undefined && !required) return undefined;
  if (typeof v !== 'string' || !re.test(v))
    throw invalidField(['body', 'config', k], `${k} must be a string matching ${re.source}`, { input: v ?? null });
  return v;
};
const only = (c: Record<string, unknown>, keys: string[]) => {
  for (const k of Object.keys(c))
    if (!keys.includes(k))
      throw invalidField(['body', 'config', k], `unknown config field; known: ${keys.join(', ')}`, {
        type: 'extra_forbidden',
        input: c[k],
      });
};

export const SPECS: Record<IntegrationType, Spec> = {
  hubspot: {
    kind: 'crm',
    scopes: 'oauth crm.objects.deals.read crm.objects.deals.write',
    events: ['job.completed', 'job.review_required', 'job.corrected'],
    defaultEvents: ['job.completed', 'job.review_required'],
    checkConfig(c) {
      only(c, ['id_property', 'pipeline', 'dealstage']);
      return {
        id_property: str(c, 'id_property', PROPERTY) ?? 'packet_parser_job_id',
        ...(c.pipeline !== undefined ? { pipeline: str(c, 'pipeline', /^[\w-]{1,100}$/) } : {}),
        ...(c.dealstage !== undefined ? { dealstage: str(c, 'dealstage', /^[\w-]{1,100}$/) } : {}),
      };
    },
  },
  slack: {
    kind: 'chat',
    scopes: 'chat:write',
    events: ['job.completed', 'job.review_required', 'job.failed'],
    defaultEvents: ['job.completed', 'job.review_required', 'job.failed'],
    checkConfig(c) {
      only(c, ['channel']);
      return { channel: str(c, 'channel', /^[#@]?[\w.-]{1,80}$/, true) };
    },
  },
};

export const providerConfig = (c: IntegrationsConfig, type: IntegrationType): OAuthProviderConfig => c[type];

/** The provider's consent page: code flow with PKCE (S256) and a single-use state. */
export function authorizeUrl(
  type: IntegrationType,
  cfg: OAuthProviderConfig,
  a: { redirectUrl: string; state: string; challenge: string },
): string {
  const u = new URL(cfg.authUrl);
  u.searchParams.set('client_id', cfg.clientId ?? '');
  u.searchParams.set('redirect_uri', a.redirectUrl);
  u.searchParams.set('response_type', 'code');
  u.searchParams.set('scope', SPECS[type].scopes);
  u.searchParams.set('state', a.state);
  u.searchParams.set('code_challenge', a.challenge);
  u.searchParams.set('code_challenge_method', 'S256');
  return u.toString();
}

/** What a job event's payload says, as the provider call needs it. */
interface JobPayload {
  job_id: string;
  status: string;
  review_reasons?: string[];
  statements?: number;
  statements_accepted?: number;
  current_withhold_pct?: number | null;
  cost_usd?: string;
  intake?: { business_name?: string | null; external_business_id?: string | null };
  corrections?: { active?: number };
}

export interface ProviderCall {
  url: string;
  body: string;
}

export function providerCall(
  type: IntegrationType,
  cfg: OAuthProviderConfig,
  config: Record<string, unknown>,
  topic: string,
  envelope: { payload: JobPayload },
  jobLink: string,
): ProviderCall {
  const p = envelope.payload;
  const business = p.intake?.business_name || p.intake?.external_business_id || p.job_id;
  const link = jobLink.replace('{job_id}', encodeURIComponent(p.job_id));
  if (type === 'hubspot') {
    const properties: Record<string, string> = {
      dealname: `${business} (Packet Parser)`,
      packet_parser_status: p.status,
      packet_parser_event: topic,
      packet_parser_statements_verified: `${p.statements_accepted ?? 0}/${p.statements ?? 0}`,
      packet_parser_review_reasons: (p.review_reasons ?? []).join('; ').slice(0, 65_000),
      packet_parser_current_withhold_pct: p.current_withhold_pct == null ? '' : String(p.current_withhold_pct),
      packet_parser_corrections: String(p.corrections?.active ?? 0),
      packet_parser_link: link,
    };
    if (typeof config.pipeline === 'string') properties.pipeline = config.pipeline;
    if (typeof config.dealstage === 'string') properties.dealstage = config.dealstage;
    return {
      url: `${cfg.apiUrl}/crm/v3/objects/deals/batch/upsert`,
      body: JSON.stringify({ inputs: [{ idProperty: config.id_property, id: p.job_id, properties }] }),
    };
  }
  const verified = `${p.statements_accepted ?? 0} of ${p.statements ?? 0} statements verified`;
  const reasons = p.review_reasons?.length ? `; review: ${p.review_reasons.slice(0, 3).join(', ')}` : '';
  return {
    url: `${cfg.apiUrl}/chat.postMessage`,
    body: JSON.stringify({
      channel: config.channel,
      text: `${business}: job ${p.job_id} ${p.status.replace('_', ' ')} (${verified}${reasons}) <${link}|open>`,
      unfurl_links: false,
    }),
  };
}

/** Slack answers 200 with `ok: false`; these errors mean the grant no longer works. */
const SLACK_AUTH_ERRORS = new Set(['invalid_auth', 'not_authed', 'token_revoked', 'token_expired', 'account_inactive']);

/** How an answer ends the attempt: ok, a failure to retry, or one only a reconnect fixes. */
export function judgeAnswer(
  type: IntegrationType,
  status: number,
  text: string,
): { ok: boolean; error: string | null; reconnect: boolean } {
  if (status === 401) return { ok: false, error: 'unauthorized (401): reconnect the integration', reconnect: true };
  if (status < 200 || status >= 300) return { ok: false, error: `answered ${status}`, reconnect: false };
  if (type === 'slack') {
    let answer: { ok?: boolean; error?: string } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      return { ok: false, error: 'answer is not JSON', reconnect: false };
    }
    if (answer.ok !== true) {
      const code = String(answer.error ?? 'unknown').slice(0, 80);
      const reconnect = SLACK_AUTH_ERRORS.has(code);
      return { ok: false, error: reconnect ? `${code}: reconnect the integration` : code, reconnect };
    }
  }
  return { ok: true, error: null, reconnect: false };
}
