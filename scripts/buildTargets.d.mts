export declare function buildTargets(browsers?: readonly string[]): string[];
