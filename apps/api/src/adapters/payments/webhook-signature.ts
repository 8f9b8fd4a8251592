// Braintree's webhook format, for the sandbox to speak it exactly as the braintree SDK does
// (lib/braintree/webhook_notification_gateway.js, webhook_testing_gateway.js): bt_payload is the
// base64 of a <notification> XML document, bt_signature is `publicKey|hex(HMAC-SHA1(SHA1(privateKey), payload))`.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface WebhookKeys {
  publicKey: string;
  privateKey: string;
}

function digest(privateKey: string, data: string): string {
  const key = createHash('sha1').update(privateKey, 'utf8').digest();
  return createHmac('sha1', key).update(data, 'utf8').digest('hex');
}

export function signWebhookPayload(keys: WebhookKeys, payload: string): string {
  return `${keys.publicKey}|${digest(keys.privateKey, payload)}`;
}

/**
 * True when one `publicKey|digest` pair of the signature (pairs joined by '&') is ours and matches
 * the payload; like the SDK, the payload with a trailing newline added is accepted too.
 */
export function verifyWebhookSignature(keys: WebhookKeys, signature: string, payload: string): boolean {
  const pair = signature
    .split('&')
    .map((part) => part.split('|'))
    .find((parts) => parts.length === 2 && parts[0] === keys.publicKey);
  if (!pair) return false;
  const given = Buffer.from(pair[1]!, 'utf8');
  return [payload, `${payload}\n`].some((data) => {
    const expected = Buffer.from(digest(keys.privateKey, data), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** base64 with the trailing newline the SDK's samples carry. */
export const encodeWebhookPayload = (xml: string) => `${Buffer.from(xml, 'utf8').toString('base64')}\n`;

/** Decodes bt_payload; null when it is not base64 (the SDK refuses any other character too). */
export function decodeWebhookPayload(payload: string): string | null {
  if (payload === '' || /[^A-Za-z0-9+=/\n]/.test(payload)) return null;
  return Buffer.from(payload, 'base64').toString('utf8');
}

// ---- A small XML reader for the notifications (elements, attributes, text; no CDATA or DTDs) ----

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_all, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity.toLowerCase()]!;
  });

export const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&${Object.entries(ENTITIES).find(([, c]) => c === char)![0]};`);

/** Parses one XML document; throws on anything malformed. */
export function parseXml(xml: string): XmlElement {
  const source = xml.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>)?/, '');
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
  const attribute = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let position = 0;
  while (position < source.length) {
    const next = source.indexOf('<', position);
    const text = source.slice(position, next === -1 ? source.length : next);
    if (text.trim() !== '') {
      const parent = stack.at(-1);
      if (!parent) throw new Error('text outside the root element');
      parent.text += unescapeXml(text);
    }
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(source);
    if (!match) throw new Error(`malformed tag at ${next}`);
    position = tag.lastIndex;
    const [, closing, name, attributeText, selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`unexpected </${name}>`);
      continue;
    }
    if (root && stack.length === 0) throw new Error('more than one root element');
    const element: XmlElement = { name: name!, attributes: {}, children: [], text: '' };
    for (const [, key, doubleQuoted, singleQuoted] of attributeText!.matchAll(attribute)) {
      element.attributes[key!] = unescapeXml(doubleQuoted ?? singleQuoted ?? '');
    }
    stack.at(-1)?.children.push(element);
    root ??= element;
    if (!selfClosing) stack.push(element);
  }
  if (!root || stack.length > 0) throw new Error('unclosed element');
  return root;
}

export const childOf = (element: XmlElement | undefined, name: string) =>
  element?.children.find((child) => child.name === name);

/** The trimmed text of a direct child, null when absent or nil. */
export function childText(element: XmlElement | undefined, name: string): string | null {
  const child = childOf(element, name);
  if (!child || child.attributes.nil === 'true') return null;
  return child.text.trim();
}
