// The deploy check's problem list: each problem once, printed together at the end.

/** Each problem once, with every place it showed up (a header problem shows on every answer). */
export function problemList() {
  const problems = new Map();
  const problem = (where, message) => problems.set(message, [...(problems.get(message) ?? []), where]);
  const expect = (where, ok, message) => ok || problem(where, message);
  /** Prints every problem with up to four of its places and exits non-zero; returns when there is none. */
  const exitOnProblems = () => {
    if (!problems.size) return;
    console.error('deploy check failed:');
    for (const [message, where] of problems)
      console.error(
        `- ${message}\n    at ${where.length > 4 ? `${where.slice(0, 4).join(', ')} and ${where.length - 4} more` : where.join(', ')}`,
      );
    process.exit(1);
  };
  return { problem, expect, exitOnProblems };
}
