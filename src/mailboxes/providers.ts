// The two hosted mail providers behind one interface: who the account is, the messages added since a
// cursor (one page at a time, each page ending in a cursor to resume from), a message's raw MIME, and the
// watch (Gmail) or subscription (Microsoft Graph) that makes the provider push.
import { randomBytes } from 'node:crypto';
import type { MailboxesConfig } from '../config.ts';
import { call, callJson, ProviderError, type ProviderNet } from './provider-http.ts';
import type { Provider } from './oauth.ts';

export interface ProviderPage {
  /** Provider message ids, in the order the provider added them. */
  messages: string[];
  /** Where the next read resumes once this page's messages are taken. */
  cursor: string;
  /** More pages follow now. */
  more: boolean;
}

export interface Watch {
  watchId: string | null;
  expiresAt: Date;
  /** m365: the new subscription's clientState (kept hashed). */
  clientState?: string;
}

export interface MailProvider {
  readonly name: Provider;
  /** The account's address, and the cursor a new connection starts from (null: from the connection time). */
  profile(token: string, now: Date): Promise<{ address: string; cursor: string | null }>;
  /**
   * The next page after `cursor`. `since`: nothing received before it is wanted (the connection time on the
   * first read; a day before the last sync when the provider no longer knows the cursor and the inbox is
   * listed again: messages already taken are skipped by id).
   */
  readPage(token: string, cursor: string | null, since: Date, now: Date): Promise<ProviderPage>;
  /** The raw message, or null when it is gone (deleted before it was read). */
  fetchRaw(token: string, id: string, maxBytes: number, now: Date): Promise<Uint8Array | null>;
  /** Starts the watch, or renews it when it ends within the margin; the same watch otherwise. */
  watch(token: string, current: { watchId: string | null; expiresAt: Date | null }, now: Date): Promise<Watch>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

/** A message larger than the limit is refused before its body is read past the limit. */
async function boundedBytes(res: Response, maxBytes: number, what: string): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) throw new TooLarge(`${what}: ${declared} bytes, over MAX_EMAIL_BYTES (${maxBytes})`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.length;
    if (total > maxBytes) throw new TooLarge(`${what}: over MAX_EMAIL_BYTES (${maxBytes})`);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export class TooLarge extends Error {}

const DAY = 86_400_000;

export function gmailProvider(cfg: MailboxesConfig, net: ProviderNet): MailProvider {
  const base = `${cfg.gmail.apiUrl}/gmail/v1/users/me`;
  const scanInbox = async (token: string, cursor: string, now: Date): Promise<ProviderPage> => {
    const [, resume, after, pageToken] = cursor.split(':');
    const u = new URL(`${base}/messages`);
    u.searchParams.set('q', `in:inbox after:${after}`);
    u.searchParams.set('maxResults', String(cfg.pageSize));
    if (pageToken) u.searchParams.set('pageToken', pageToken);
    const l = await callJson<{ messages?: Array<{ id?: string }>; nextPageToken?: string }>(
      net,
      u.toString(),
      { what: 'gmail messages.list', headers: bearer(token) },
      now,
    );
    const ids = (l.messages ?? []).map((m) => m.id).filter((x): x is string => !!x);
    const next = l.nextPageToken ? `scan:${resume}:${after}:${l.nextPageToken}` : String(resume);
    return { messages: ids, cursor: next, more: true };
  };
  return {
    name: 'gmail',
    async profile(token, now) {
      const p = await callJson<{ emailAddress?: string; historyId?: string | number }>(
        net,
        `${base}/profile`,
        { what: 'gmail profile', headers: bearer(token) },
        now,
      );
      if (!p.emailAddress || p.historyId === undefined)
        throw new ProviderError(502, 'gmail profile: incomplete answer');
      return { address: p.emailAddress.toLowerCase(), cursor: String(p.historyId) };
    },
    async readPage(token, cursor, since, now) {
      if (!cursor) throw new ProviderError(500, 'gmail: no history cursor');
      if (cursor.startsWith('scan:')) return scanInbox(token, cursor, now);
      const u = new URL(`${base}/history`);
      u.searchParams.set('startHistoryId', cursor);
      u.searchParams.set('historyTypes', 'messageAdded');
      u.searchParams.set('labelId', 'INBOX');
      u.searchParams.set('maxResults', String(cfg.pageSize));
      let h: {
        history?: Array<{ id: string; messagesAdded?: Array<{ message?: { id?: string; labelIds?: string[] } }> }>;
        historyId?: string | number;
        nextPageToken?: string;
      };
      try {
        h = await callJson(net, u.toString(), { what: 'gmail history.list', headers: bearer(token) }, now);
      } catch (err) {
        if (!(err instanceof ProviderError && err.status === 404)) throw err;
        // Gmail keeps about a week of history: past it, list the inbox since `since`, then go on with
        // history from where the mailbox is now. Cursor `scan:<history id>:<after, unix s>:<page token>`.
        const { cursor: resume } = await this.profile(token, now);
        return { messages: [], cursor: `scan:${resume}:${Math.floor(since.getTime() / 1000)}:`, more: true };
      }
      const records = h.history ?? [];
      const ids: string[] = [];
      for (const r of records)
        for (const m of r.messagesAdded ?? []) {
          const labels = m.message?.labelIds ?? [];
          if (m.message?.id && !labels.includes('DRAFT') && !labels.includes('SENT') && !ids.includes(m.message.id))
            ids.push(m.message.id);
        }
      // Paging goes on from the last record read (startHistoryId is exclusive), not by page token: the
      // cursor then always means "everything up to here is taken", across restarts.
      const last = records[records.length - 1];
      const more = !!h.nextPageToken && !!last;
      return { messages: ids, cursor: more ? String(last!.id) : String(h.historyId ?? last?.id ?? cursor), more };
    },
    async fetchRaw(token, id, maxBytes, now) {
      let res: Response;
      try {
        res = await call(
          net,
          `${base}/messages/${encodeURIComponent(id)}?format=raw`,
          { what: 'gmail messages.get', headers: bearer(token) },
          now,
        );
      } catch (err) {
        if (err instanceof ProviderError && err.status === 404) return null;
        throw err;
      }
      // base64url of the message: a third larger than the message itself
      const body = await boundedBytes(res, Math.ceil(maxBytes * 1.4) + 4096, 'gmail message');
      const m = JSON.parse(Buffer.from(body).toString('utf8')) as { raw?: string };
      if (typeof m.raw !== 'string') throw new ProviderError(502, 'gmail messages.get: no raw message');
      const raw = new Uint8Array(Buffer.from(m.raw, 'base64url'));
      if (raw.length > maxBytes) throw new TooLarge(`gmail message: over MAX_EMAIL_BYTES (${maxBytes})`);
      return raw;
    },
    async watch(token, current, now) {
      if (current.expiresAt && current.expiresAt.getTime() - now.getTime() > DAY)
        return { watchId: null, expiresAt: current.expiresAt };
      if (!cfg.gmail.pubsubTopic) throw new ProviderError(500, 'gmail watch: GMAIL_PUBSUB_TOPIC is not set');
      const w = await callJson<{ expiration?: string | number }>(
        net,
        `${base}/watch`,
        {
          what: 'gmail watch',
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({
            topicName: cfg.gmail.pubsubTopic,
            labelIds: ['INBOX'],
            labelFilterBehavior: 'INCLUDE',
          }),
        },
        now,
      );
      const ms = Number(w.expiration);
      return { watchId: null, expiresAt: new Date(Number.isFinite(ms) ? ms : now.getTime() + 7 * DAY) };
    },
  };
}

/** Graph keeps a mail subscription at most ~7 days; ours lives 3 and is renewed with half a day left. */
const M365_SUBSCRIPTION_MS = 3 * DAY;
const M365_RENEW_MARGIN_MS = DAY / 2;

export function m365Provider(cfg: MailboxesConfig, net: ProviderNet): MailProvider {
  const graph = `${cfg.m365.apiUrl}/v1.0`;
  const json = { 'content-type': 'application/json' };
  return {
    name: 'm365',
    async profile(token, now) {
      const me = await callJson<{ mail?: string | null; userPrincipalName?: string }>(
        net,
        `${graph}/me?$select=mail,userPrincipalName`,
        { what: 'graph me', headers: bearer(token) },
        now,
      );
      const address = me.mail ?? me.userPrincipalName;
      if (!address) throw new ProviderError(502, 'graph me: no address');
      return { address: address.toLowerCase(), cursor: null };
    },
    async readPage(token, cursor, since, now) {
      const first = () => {
        const u = new URL(`${graph}/me/mailFolders('inbox')/messages/delta`);
        u.searchParams.set('$select', 'id,receivedDateTime');
        u.searchParams.set('$filter', `receivedDateTime ge ${since.toISOString()}`);
        return u.toString();
      };
      // only links the provider gave us, on the provider's own host
      if (cursor && !cursor.startsWith(`${graph}/`))
        throw new ProviderError(500, 'graph delta: the stored link is not Graph');
      type Delta = {
        value?: Array<{ id?: string; '@removed'?: unknown }>;
        '@odata.nextLink'?: string;
        '@odata.deltaLink'?: string;
      };
      const read = (url: string) =>
        callJson<Delta>(
          net,
          url,
          { what: 'graph delta', headers: { ...bearer(token), prefer: `odata.maxpagesize=${cfg.pageSize}` } },
          now,
        );
      let d: Delta;
      try {
        d = await read(cursor ?? first());
      } catch (err) {
        // 410 Gone: Graph no longer knows the delta state; start a new delta from `since`
        if (!(cursor && err instanceof ProviderError && err.status === 410)) throw err;
        d = await read(first());
      }
      const ids = (d.value ?? []).filter((m) => m.id && !m['@removed']).map((m) => m.id!);
      const next = d['@odata.nextLink'] ?? d['@odata.deltaLink'];
      if (!next) throw new ProviderError(502, 'graph delta: neither nextLink nor deltaLink');
      return { messages: [...new Set(ids)], cursor: next, more: !!d['@odata.nextLink'] };
    },
    async fetchRaw(token, id, maxBytes, now) {
      let res: Response;
      try {
        res = await call(
          net,
          `${graph}/me/messages/${encodeURIComponent(id)}/$value`,
          { what: 'graph message $value', headers: { authorization: `Bearer ${token}` } },
          now,
        );
      } catch (err) {
        if (err instanceof ProviderError && err.status === 404) return null;
        throw err;
      }
      return boundedBytes(res, maxBytes, 'graph message');
    },
    async watch(token, current, now) {
      if (current.watchId && current.expiresAt && current.expiresAt.getTime() - now.getTime() > M365_RENEW_MARGIN_MS)
        return { watchId: current.watchId, expiresAt: current.expiresAt };
      const expirationDateTime = new Date(now.getTime() + M365_SUBSCRIPTION_MS).toISOString();
      if (current.watchId) {
        try {
          const s = await callJson<{ expirationDateTime?: string }>(
            net,
            `${graph}/subscriptions/${encodeURIComponent(current.watchId)}`,
            {
              what: 'graph subscription renew',
              method: 'PATCH',
              headers: { ...bearer(token), ...json },
              body: JSON.stringify({ expirationDateTime }),
            },
            now,
          );
          return { watchId: current.watchId, expiresAt: new Date(s.expirationDateTime ?? expirationDateTime) };
        } catch (err) {
          if (!(err instanceof ProviderError && err.status === 404)) throw err;
          // gone (expired or removed): a new one below
        }
      }
      if (!cfg.m365.notificationUrl)
        throw new ProviderError(500, 'graph subscription: M365_NOTIFICATION_URL is not set');
      const clientState = randomBytes(32).toString('base64url');
      const s = await callJson<{ id?: string; expirationDateTime?: string }>(
        net,
        `${graph}/subscriptions`,
        {
          what: 'graph subscription create',
          method: 'POST',
          headers: { ...bearer(token), ...json },
          body: JSON.stringify({
            changeType: 'created',
            notificationUrl: cfg.m365.notificationUrl,
            resource: "me/mailFolders('inbox')/messages",
            expirationDateTime,
            clientState,
          }),
        },
        now,
      );
      if (!s.id) throw new ProviderError(502, 'graph subscription create: no id');
      return { watchId: s.id, expiresAt: new Date(s.expirationDateTime ?? expirationDateTime), clientState };
    },
  };
}

export function providerFor(name: Provider, cfg: MailboxesConfig, net: ProviderNet): MailProvider {
  return name === 'gmail' ? gmailProvider(cfg, net) : m365Provider(cfg, net);
}
