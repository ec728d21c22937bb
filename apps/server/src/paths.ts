import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits one level below the package root both as source (src/) and bundled (dist/main.js).
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');
