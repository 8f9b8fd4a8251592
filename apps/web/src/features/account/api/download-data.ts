// GET /api/users/user/data-export (issue 21 item 4; docs/api-accounts.md "Your data"): everything we
// hold about the signed-in person, saved by the browser as `spc-data-YYYY-MM-DD.json`. The body is kept
// as the server sent it (not parsed against the domain's schema, which would drop a section it does
// not know yet): the file is the member's copy, not something this page reads.
import { dataExportFileName } from '@spc/domain/data-export';
import { useMutation } from '@tanstack/react-query';
import { apiGet, ignoredResponse } from '../../../lib/api-client.ts';

/** Saves `text` as a file named `name`: a Blob, an object URL and a temporary `<a download>`. */
export function saveFile(text: string, name: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the URL to the download; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Fetches the member's data and saves it; answers the file's name. */
export async function downloadData(): Promise<string> {
  const body = await apiGet('/users/user/data-export', ignoredResponse);
  const name = dataExportFileName(new Date());
  saveFile(`${JSON.stringify(body, null, 2)}\n`, name);
  return name;
}

export function useDownloadData() {
  return useMutation({ mutationFn: downloadData });
}
