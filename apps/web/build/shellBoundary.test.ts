import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repository = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(repository, 'node_modules/.bin/biome');
const run = promisify(execFile);

/** Lints a file written at `dir` (inside the web app) importing a feature, as `npm run lint` would. */
async function lintImportOfFeatureFrom(dir: string): Promise<{ failed: boolean; output: string }> {
  const file = path.join(repository, 'apps/web/src', dir, `boundaryProbe${randomUUID().slice(0, 8)}.ts`);
  const features = path.relative(path.dirname(file), path.join(repository, 'apps/web/src/features/chat/chatSlice'));
  await writeFile(file, `import { chatRailWidth } from '${features}';\n\nexport const probe = chatRailWidth;\n`);
  try {
    await run(biome, ['lint', '--colors=off', file], { cwd: repository });
    return { failed: false, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  } finally {
    await rm(file, { force: true });
  }
}

describe('the shell stands alone', () => {
  it('fails the lint when a shell file imports a feature', async () => {
    const { failed, output } = await lintImportOfFeatureFrom('shell/layout');
    expect(failed).toBe(true);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain('The shell knows no feature');
  });

  it("lets the app's core import features", async () => {
    expect(await lintImportOfFeatureFrom('app')).toEqual({ failed: false, output: '' });
  });
});
