// Test support: a real SMTP server (`smtp-server`) on a random local port that keeps what it receives,
// and a small reader of the raw messages (mailparser does not install here): headers with RFC 2047
// encoded words, multipart bodies, quoted-printable and base64. Used by tests only.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope's recipients. */
  rcptTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Port to listen on; a free one when absent. */
  port?: number | undefined;
  /** Refuse every recipient with this SMTP reply (e.g. 550). */
  refuseWith?: { code: number; message: string } | undefined;
  /** Called when a message's data arrives; the server answers once it resolves (to hold a delivery open). */
  beforeAccept?: (() => Promise<void>) | undefined;
}

export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const refusal = options.refuseWith;
      if (refusal) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          received.push({
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (options.beforeAccept) options.beforeAccept().then(accept, (error: Error) => callback(error));
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

export interface ParsedMail {
  /** Header values by lower-case name, unfolded, encoded words decoded. */
  headers: Map<string, string>;
  /** The header values exactly as sent (unfolded only). */
  rawHeaders: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

function splitHeadAndBody(raw: string): [head: string, body: string] {
  const index = raw.search(/\r?\n\r?\n/);
  if (index < 0) return [raw, ''];
  const separator = /\r?\n\r?\n/.exec(raw.slice(index))![0];
  return [raw.slice(0, index), raw.slice(index + separator.length)];
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** Quoted-printable to bytes: soft line breaks removed, =XX decoded; `underscoreIsSpace` for encoded words. */
function quotedPrintableBytes(value: string, underscoreIsSpace = false): Buffer {
  const source = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    const hex = source.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

/** RFC 2047: adjacent encoded words are joined (the space between them is not text) and decoded as UTF-8. */
export function decodeEncodedWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const parts: Buffer[] = [];
    for (const [, charset, encoding, data] of run.matchAll(ENCODED_WORD)) {
      if (charset!.toLowerCase() !== 'utf-8') throw new Error(`Unexpected charset ${charset}`);
      parts.push(encoding!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : quotedPrintableBytes(data!, true));
    }
    return Buffer.concat(parts).toString('utf8');
  });
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch (transferEncoding?.toLowerCase()) {
    case 'quoted-printable':
      return quotedPrintableBytes(body).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function collectParts(raw: string, into: { text?: string | undefined; html?: string | undefined }) {
  const [head, body] = splitHeadAndBody(raw);
  const headers = parseHeaders(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) throw new Error('A multipart message without a boundary');
    const sections = body.split(`--${boundary}`);
    // Before the first boundary is the preamble; from the closing `--boundary--` on, the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type === 'text/plain' && into.text === undefined) into.text = decoded;
  if (type === 'text/html' && into.html === undefined) into.html = decoded;
}

export function parseRawMail(raw: string): ParsedMail {
  const [head] = splitHeadAndBody(raw);
  const rawHeaders = parseHeaders(head);
  const headers = new Map([...rawHeaders].map(([name, value]) => [name, decodeEncodedWords(value)]));
  const parts: { text?: string | undefined; html?: string | undefined } = {};
  collectParts(raw, parts);
  return { headers, rawHeaders, text: parts.text, html: parts.html };
}
