export interface AllowedImport {
  file: string;
  specifier: string;
}
export interface ImportLine {
  specifier: string;
  line: number;
  typeOnly: boolean;
  dynamic: boolean;
}
export const allowedImports: AllowedImport[];
export function readImports(text: string): ImportLine[];
export function checkImports(options: {
  repoRoot: string;
  featureRoots: string[];
  cycleRoots: string[];
  allow?: AllowedImport[];
}): string[];
