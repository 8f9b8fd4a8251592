// The development mail viewer's list page: plain HTML, every stored value escaped (addresses and
// subjects carry what people typed).
import { escapeHtml } from '../../adapters/mail/templates.ts';
import type { listMail } from './repository.ts';

type MailRow = Awaited<ReturnType<typeof listMail>>[number];

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem; color: #18181b; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e4e4e7; vertical-align: top; }
td.link { word-break: break-all; max-width: 28rem; }
.error { color: #b91c1c; }
`;

function status(row: MailRow): string {
  if (row.error) return `<span class="error">failed: ${escapeHtml(row.error)}</span>`;
  return row.sentAt ? 'sent over SMTP' : 'outbox';
}

export function renderMailList(rows: MailRow[], filter: { to?: string | undefined }): string {
  const body = rows
    .map(
      (row) => `<tr>
<td><time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toISOString())}</time></td>
<td>${escapeHtml(row.to)}</td>
<td>${escapeHtml(row.kind)} (${escapeHtml(row.language)})</td>
<td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td>
<td class="link">${row.link ? `<a href="${escapeHtml(row.link)}">${escapeHtml(row.link)}</a>` : ''}</td>
<td>${status(row)}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail outbox</title><style>${STYLE}</style></head>
<body>
<h1>Mail outbox</h1>
<form method="get" action="/dev/mail"><label>Recipient <input type="email" name="to" value="${escapeHtml(filter.to ?? '')}"></label> <button type="submit">Filter</button></form>
<p>${rows.length === 0 ? 'No messages.' : `${rows.length} message${rows.length === 1 ? '' : 's'}, newest first.`} JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>
${
  rows.length === 0
    ? ''
    : `<table>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Kind</th><th scope="col">Subject</th><th scope="col">Link</th><th scope="col">Status</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`
}
</body>
</html>
`;
}
