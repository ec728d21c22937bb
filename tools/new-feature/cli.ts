/**
 * `npm run new:feature -- <name>`: writes a working, tested per-account feature named `<name>` (kebab-case) into
 * its three places, lists it in the server's feature list and generates its migration. See
 * docs/feature-template.md.
 */
import path from 'node:path';
import { featurePaths } from './changes';
import { generateFeature } from './generate';

const root = path.resolve(import.meta.dirname, '../..');
const [name = '', ...rest] = process.argv.slice(2);

if (rest.length > 0) {
  console.error(`One name at a time: npm run new:feature -- <name> (got ${[name, ...rest].join(' ')}).`);
  process.exit(1);
}
try {
  await generateFeature(root, name);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { files, folders } = featurePaths(name);
console.log(`\n✔ The feature ${name} is ready: ${[...files, ...folders].join(', ')}.
  Next: npm run lint; npx vitest run --maxWorkers=1 apps/server/src/features/${name} apps/web/src/features/${name};
  then open /apps/${name} (npm run dev). Its English texts are in the contracts and in locales/en.json.`);
