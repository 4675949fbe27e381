// The typed client's types (src/client/openapi.ts) are generated from the document the service serves:
// a route or schema changed without `npm run client` fails here, so the committed client never lies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { CLIENT_TYPES, clientTypes } from '../../scripts/client.ts';
import { openApiDocument } from '../../scripts/openapi.ts';

test('src/client/openapi.ts is what `npm run client` makes from the current routes', async () => {
  const expected = await clientTypes(await openApiDocument());
  assert.ok(fs.readFileSync(CLIENT_TYPES, 'utf8') === expected, 'src/client/openapi.ts is stale: run `npm run client`');
});
