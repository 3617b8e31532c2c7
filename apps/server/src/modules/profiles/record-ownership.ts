import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCompany } from '../access/access.service.js';
import type { ClientRow } from './profiles.repository.js';

/**
 * Ids in request bodies that name "my" client record (DECISIONS §2) are checked by modules/access
 * (`callerCompany(db, auth, { named })`). This name stays for modules/matching only, whose service is being
 * rewritten by another change (issue 28): it goes with that rewrite.
 */
export function ownClientRecord(db: Db, auth: AuthContext, clientId: number): Promise<ClientRow> {
  return callerCompany(db, auth, { named: clientId });
}
