// A multipart/form-data body (RFC 7578) read from a buffer: the image library's upload is one file and a
// few text fields, so the whole body is read (up to its limit) and split at the boundary — no streaming
// parser, no package. Undefined when the body is not a well-formed form.

export interface FormPart {
  name: string;
  /** Present for a file field (its name as the browser sent it). */
  filename?: string | undefined;
  contentType?: string | undefined;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data; boundary=…` content type, or undefined. */
export function formBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** A header parameter (`name="file"`), unquoting and unescaping `\"`. */
function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  if (match) return match[1]!.replace(/\\(.)/g, '$1');
  return new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header)?.[1];
}

export function parseForm(body: Buffer, boundary: string): FormPart[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  let at = body.indexOf(delimiter);
  if (at !== 0 && at !== -1) {
    // A preamble is allowed; the first delimiter then starts a line.
    at = body.indexOf(between);
    if (at !== -1) at += 2;
  }
  if (at === -1) return undefined;
  const parts: FormPart[] = [];
  let cursor = at + delimiter.length;
  for (;;) {
    if (body.subarray(cursor, cursor + 2).toString('latin1') === '--') return parts; // the closing delimiter
    // Transport padding (spaces or tabs) may follow the delimiter before its line ends.
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor += 1;
    if (!body.subarray(cursor, cursor + 2).equals(CRLF)) return undefined;
    const headersStart = cursor + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd === -1) return undefined;
    const dataStart = headersEnd + HEADER_END.length;
    const dataEnd = body.indexOf(between, dataStart);
    if (dataEnd === -1) return undefined;
    const headers = body.subarray(headersStart, headersEnd).toString('utf8').split('\r\n');
    const disposition = headers.find((line) => /^content-disposition\s*:/i.test(line));
    const type = headers.find((line) => /^content-type\s*:/i.test(line));
    if (!disposition || !/:\s*form-data\s*(;|$)/i.test(disposition)) return undefined;
    const name = parameter(disposition, 'name');
    if (name === undefined) return undefined;
    parts.push({
      name,
      filename: parameter(disposition, 'filename'),
      contentType: type?.replace(/^content-type\s*:\s*/i, '').trim(),
      data: body.subarray(dataStart, dataEnd),
    });
    cursor = dataEnd + between.length;
  }
}
