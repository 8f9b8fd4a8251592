// The student ID review queue from a terminal (issue 18 item 3; decision 024), until the staff console
// exists: it calls the running server's staff API with STAFF_API_TOKEN (the server must have the same).
//   npm run student-ids -- list
//   npm run student-ids -- photo <id> <file>        saves the photo while it is kept
//   npm run student-ids -- approve <id>
//   npm run student-ids -- refuse <id> <reason>     date_missing | name_unreadable | school_not_matching |
//                                                   card_expired | not_student_card | photo_unreadable
// PUBLIC_URL (else http://HOST:PORT, as the server reads them: config.ts) says which server.
import { writeFile } from 'node:fs/promises';
import type { StaffStudentIdReview, StudentIdReview } from '@spc/domain/student';
import { loadConfig } from '../../config.ts';

interface StaffQueue {
  reviews: StaffStudentIdReview[];
}

const config = loadConfig();
const base = config.publicUrl;
const token = config.staffApiToken;
const [command, id, extra] = process.argv.slice(2);

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run student-ids -- list | photo <id> <file> | approve <id> | refuse <id> <reason>`,
  );
  process.exit(2);
}

if (!token) usage('Set STAFF_API_TOKEN (the server must be started with the same value).');
if (command !== 'list' && !/^\d+$/.test(id ?? '')) usage('Give the review id (a number).');

const headers = { authorization: `Bearer ${token}` };
const url = (path: string) => `${base}/api/staff/student-ids${path}`;

/** The server's answer; a server that does not answer ends the command with a sentence. */
async function request(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url(path), { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  } catch {
    console.error(`No SPC server answers at ${base}.`);
    process.exit(1);
  }
}

async function answer(response: Response): Promise<Response> {
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  console.error(`${response.status} ${body.error ?? ''}: ${body.message ?? response.statusText}`);
  process.exit(1);
}

if (command === 'list') {
  const { reviews } = (await (await answer(await request(''))).json()) as StaffQueue;
  if (reviews.length === 0) console.log('Nothing waits for review.');
  for (const review of reviews) {
    console.log(
      [review.id, review.submitted_at, review.member_name, review.school?.name_en ?? '?', review.content_type].join(
        '\t',
      ),
    );
  }
} else if (command === 'photo') {
  if (!extra) usage('Give the file to save the photo to.');
  const response = await answer(await request(`/${id}/photo`));
  await writeFile(extra, Buffer.from(await response.arrayBuffer()));
  console.log(`Saved to ${extra} (${response.headers.get('content-type')}).`);
} else if (command === 'approve' || command === 'refuse') {
  if (command === 'refuse' && !extra) usage('Give the reason.');
  const body = command === 'approve' ? { decision: 'approve' } : { decision: 'refuse', reason: extra };
  const response = await answer(
    await request(`/${id}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const review = (await response.json()) as StudentIdReview;
  console.log(
    `Review ${review.id}: ${review.status}${review.reason ? ` (${review.reason})` : ''}; the member was e-mailed.`,
  );
} else {
  usage(`Unknown command ${command ?? ''}.`);
}
