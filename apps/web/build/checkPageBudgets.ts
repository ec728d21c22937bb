// `npm run check:budgets` (and `npm test`, right after the build): every page's first-visit JavaScript
// in apps/web/dist as a table, failing when a budgeted page is over its figure in page-budgets.json.
import path from 'node:path';
import { checkPageBudgets } from './pageBudgets';

const web = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const { table, failures } = checkPageBudgets(path.join(web, 'dist'), path.join(web, 'page-budgets.json'));
console.log(table);
console.log(`(measured in ${Math.round(performance.now() - started)} ms)`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  console.error(
    'Make the page lighter, or raise its budget in apps/web/page-budgets.json in a commit that says why (see its $comment).',
  );
  process.exit(1);
}
