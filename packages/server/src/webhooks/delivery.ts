import { ruleError, type RuleError } from '@arrakis/engine';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address.ts';

/** The operator's webhook policy (`ARRAKIS_WEBHOOK_ALLOW_PRIVATE`): tests and private deployments only. */
export interface WebhookPolicy {
  /** Plain http and private, loopback and link-local addresses allowed. */
  readonly allowPrivate: boolean;
}

export const WEBHOOK_TIMEOUT_MS = 5_000;
/** A message's JSON body is at most this long (its text is cut to fit). */
export const WEBHOOK_MAX_BODY_BYTES = 2_048;
export const WEBHOOK_MAX_URL_LENGTH = 500;

/** A checked destination: the URL, and the one address the connection goes to (no second lookup). */
export interface WebhookTarget {
  readonly url: URL;
  readonly address: string;
  readonly family: 4 | 6;
}

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

/** The URL's form: https (http only when allowed), no credentials, a host. */
export function checkWebhookUrl(text: string, policy: WebhookPolicy): Checked<URL> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: ruleError('webhookBadUrl', { problem: 'not a URL' }) };
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:'))
    return { ok: false, error: ruleError('webhookNotHttps', { protocol: url.protocol.replace(':', '') }) };
  if (url.username !== '' || url.password !== '')
    return { ok: false, error: ruleError('webhookBadUrl', { problem: 'credentials in the URL' }) };
  if (url.hostname === '') return { ok: false, error: ruleError('webhookBadUrl', { problem: 'no host' }) };
  return { ok: true, value: url };
}

/** The URL's host without the brackets of an IPv6 literal. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Resolves the host and checks every address it resolves to (one refused address refuses the URL: DNS may
 * answer differently next time). Done at creation and again before each attempt.
 */
export async function resolveWebhook(url: URL, policy: WebhookPolicy): Promise<Checked<WebhookTarget>> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { ok: false, error: ruleError('webhookUnresolved', { host }) };
    }
  }
  const first = addresses[0];
  if (!first) return { ok: false, error: ruleError('webhookUnresolved', { host }) };
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (refused && !policy.allowPrivate)
    return { ok: false, error: ruleError('webhookAddressRefused', { host, address: refused.address }) };
  return { ok: true, value: { url, address: first.address, family: first.family === 6 ? 6 : 4 } };
}

/** What an attempt came to: delivered, worth another try later, or never to be retried. */
export type AttemptResult = 'delivered' | 'retry' | 'drop';

/**
 * One POST to the checked address: TLS still checks the certificate against the URL's host. No redirect is
 * followed (a 3xx is a failure), the whole exchange is cut at 5 s, and the answer's body is not read.
 */
export function postWebhook(target: WebhookTarget, body: string): Promise<AttemptResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const options: RequestOptions = {
    method: 'POST',
    host: hostOf(target.url),
    port: target.url.port === '' ? undefined : Number(target.url.port),
    path: `${target.url.pathname}${target.url.search}`,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'user-agent': 'Arrakis-webhook',
    },
    lookup: pinned,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    agent: false,
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(options, (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      resolve(
        status >= 200 && status < 300
          ? 'delivered'
          : status === 429 || status >= 500 || status === 408
            ? 'retry'
            : 'drop',
      );
    });
    req.on('error', () => resolve('retry'));
    req.end(body);
  });
}
