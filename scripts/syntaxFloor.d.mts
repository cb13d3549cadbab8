export interface NewerSyntax {
  feature: string;
  description: string;
  line: number;
}
export declare function newerSyntax(
  code: string,
  options?: { sourceType?: 'module' | 'script' },
): NewerSyntax[];
