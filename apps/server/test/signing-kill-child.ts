/**
 * A server process that dies (SIGKILL) while the last party signs an agreement — the crash of
 * src/modules/signing/signing.kill.test.ts. It listens like the real server, prints its address
 * as one JSON line, and kills itself:
 * - KILL_AT=seal — when the signing transaction writes the sealed document (the signature is
 *   recorded and the final PDF is in storage, the transaction not committed);
 * - KILL_AT=answer — right after that transaction commits, before it answers.
 * Opens the database the parent names (KILL_DATABASE_URL or KILL_PGLITE_DIR) and the parent's
 * file storage (KILL_STORAGE_DIR).
 */
import { localStorage } from '../src/platform/storage.ts';
import { die, listenForParent, openChildDatabase } from './kill-child.ts';

const {
  KILL_DATABASE_URL: url,
  KILL_PGLITE_DIR: dir,
  KILL_STORAGE_DIR: storageDir,
  KILL_AT: at = 'seal',
} = process.env;
let sealing = false;

const database = await openChildDatabase({
  url,
  dir,
  onQuery(query) {
    if (/^update "signing_documents" set [^;]*"signed_sha256"/i.test(query)) {
      sealing = true;
      if (at === 'seal') die();
    }
  },
  afterCommit: () => void (at === 'answer' && sealing && die()),
});
await listenForParent(database, localStorage(storageDir!));
