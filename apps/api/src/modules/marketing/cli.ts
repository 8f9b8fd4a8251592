// Staff's travel-photo review until the staff console exists (issue 19 item 3):
//   node --import tsx apps/api/src/modules/marketing/cli.ts list
//   node --import tsx apps/api/src/modules/marketing/cli.ts approve <id> <staff e-mail>
//   node --import tsx apps/api/src/modules/marketing/cli.ts reject <id> <staff e-mail>
// The same service functions the console will call; the reviewer's name is recorded on the photo.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { listPendingTravelPhotos, reviewTravelPhoto } from './service.ts';

const [command, id, staff] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  if (command === 'list') {
    for (const photo of await listPendingTravelPhotos(database)) console.log(JSON.stringify(photo));
  } else if ((command === 'approve' || command === 'reject') && id && /^\d+$/.test(id) && staff) {
    const decision = command === 'approve' ? 'approved' : 'rejected';
    console.log(JSON.stringify(await reviewTravelPhoto(database, Number(id), decision, staff, new Date())));
  } else {
    console.error('Usage: cli.ts list | approve <id> <staff e-mail> | reject <id> <staff e-mail>');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
