import '../scripts/node20-polyfills';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tools', environment: 'node', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'] },
});
