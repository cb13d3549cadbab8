/** The code as it is paid to: the server's text without the spaces (or dashes) it may be written with. */
export function paymentCode(code: string): string {
  return code.replace(/[\s-]+/g, '');
}

/**
 * A virtual account or payment code in groups of four for reading aloud and typing at an ATM
 * ("8808 0001 0001"), from the left as banks print them. A last group of one would be easy to miss, so the
 * last two groups become three and two instead ("1234 5678 901 23"). Shown apart, copied together.
 */
export function codeGroups(code: string, size = 4): string[] {
  const plain = paymentCode(code);
  if (plain.length === 0) return [];
  const groups: string[] = [];
  for (let i = 0; i < plain.length; i += size) groups.push(plain.slice(i, i + size));
  const last = groups[groups.length - 1]!;
  if (size === 4 && groups.length > 1 && last.length === 1) {
    const tail = groups[groups.length - 2]! + last;
    groups.splice(-2, 2, tail.slice(0, 3), tail.slice(3));
  }
  return groups;
}
