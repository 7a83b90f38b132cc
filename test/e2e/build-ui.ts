// Builds web-ui/dist when it is missing or older than its sources. Run under a file lock by the
// harness, so parallel test files never rebuild it under a server that is serving it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUi, uiIsStale } from '../../server/src/ui-build.ts';

const webUi = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web-ui');
if (uiIsStale(webUi)) await buildUi(webUi, (m) => process.stderr.write(`${m}\n`));
