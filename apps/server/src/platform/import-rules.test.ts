import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from '../../../../scripts/check-imports.mjs';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** A throwaway source tree under `src/`, file by file. */
async function tree(files: Record<string, string>) {
  root = await mkdtemp(path.join(tmpdir(), 'import-rules-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'src', file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, text);
  }
  return checkImports({ repoRoot: root, featureRoots: ['src'], cycleRoots: ['src'], allow: [] });
}

const db = { 'db/client.ts': 'export const db = 1;\n' };

describe('the import rules of `npm run lint`', () => {
  it('let a feature use another through its index.ts, and a test use its test helpers', async () => {
    const problems = await tree({
      ...db,
      'features/devices/index.ts': "export { owners } from './owners';\n",
      'features/devices/owners.ts': "import { db } from '../../db/client';\nexport const owners = db;\n",
      'features/devices/test-devices.ts': 'export const sample = 1;\n',
      'features/users/routes.ts':
        "import { owners } from '../devices';\nimport { owners as o } from '../devices/index';\n",
      'features/users/users.test.ts': "import { sample } from '../devices/test-devices';\n",
    });
    expect(problems).toEqual([]);
  });

  it("name the file, the line and the import when a feature reaches into another's internals", async () => {
    const problems = await tree({
      ...db,
      'features/devices/index.ts': 'export const devicesFeature = {};\n',
      'features/devices/owners.ts': 'export const owners = 1;\n',
      'features/users/routes.ts':
        "import { db } from '../../db/client';\n\nimport {\n  owners,\n} from '../devices/owners';\n",
    });
    expect(problems).toEqual([
      "src/features/users/routes.ts:3 imports '../devices/owners', inside the feature 'devices': import it from '../devices' (its index.ts) and export it there",
    ]);
  });

  it('refuse an import cycle, naming each import on it', async () => {
    const problems = await tree({
      'db/client.ts': "import { schema } from './schema';\nexport const db = schema;\n",
      'db/schema.ts': "import { features } from '../features';\nexport const schema = features;\n",
      'features/index.ts': "export { todoFeature as features } from './todo';\n",
      'features/todo/index.ts': "import { db } from '../../db/client';\nexport const todoFeature = db;\n",
    });
    expect(problems).toEqual([
      "import cycle: src/db/client.ts:1 imports './schema' → src/db/schema.ts:1 imports '../features' → src/features/index.ts:1 imports './todo' → src/features/todo/index.ts:1 imports '../../db/client' → back to src/db/client.ts (4 modules in the cycle)",
    ]);
  });

  it('count no type-only import in a cycle: it is erased from the built code', async () => {
    const problems = await tree({
      'a.ts': "import type { B } from './b';\nexport const a = 1;\nexport type A = B;\n",
      'b.ts': "import { a, type A as _A } from './a';\nexport type B = typeof a;\n",
      'c.ts': "import { type D } from './d';\nexport type C = D;\n",
      'd.ts': "import { type C } from './c';\nexport type D = C;\n",
    });
    expect(problems).toEqual([]);
  });
});
