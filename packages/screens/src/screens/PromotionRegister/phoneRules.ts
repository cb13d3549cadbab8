/**
 * Registration phone numbers per market (DESIGN.md decides them, not the spec's mainland-China rule):
 * India 10 digits starting 6-9; Indonesia `08` then 8-11 digits (10-13 in all); `legacy` is the spec's own
 * 11 digits starting `1[3-9]`, used only when the landing template asks for it.
 */
export type PhoneRule = 'IN' | 'ID' | 'legacy';

interface RuleShape {
  pattern: RegExp;
  maxDigits: number;
  /** The country calling code a pasted `+` number starts with, and what stands for it at home. */
  country?: { code: string; home: string };
  /** How the digits are grouped for reading (sizes of the leading groups; the rest forms the last). */
  groups: readonly number[];
}

const RULES: Record<PhoneRule, RuleShape> = {
  IN: { pattern: /^[6-9]\d{9}$/, maxDigits: 10, country: { code: '91', home: '' }, groups: [5] },
  ID: { pattern: /^08\d{8,11}$/, maxDigits: 13, country: { code: '62', home: '0' }, groups: [4, 4] },
  legacy: { pattern: /^1[3-9]\d{9}$/, maxDigits: 11, groups: [3, 4] },
};

/** The most digits a number of this rule has (the field takes no more). */
export const phoneMaxDigits = (rule: PhoneRule): number => RULES[rule].maxDigits;

/**
 * The digits of what was typed or pasted, at most the rule's length. A pasted international number
 * (`+91 98765 43210`, `+62 812…`) loses its country code; typed digits are never reinterpreted.
 */
export function registerPhoneDigits(text: string, rule: PhoneRule): string {
  const { country, maxDigits } = RULES[rule];
  let digits = text.replace(/\D/g, '');
  if (country && /^\s*\+/.test(text) && digits.startsWith(country.code))
    digits = country.home + digits.slice(country.code.length);
  return digits.slice(0, maxDigits);
}

/** "9876543210" → "98765 43210"; "081234567890" → "0812 3456 7890"; "13812345678" → "138 1234 5678". */
export function groupPhone(digits: string, rule: PhoneRule): string {
  const parts: string[] = [];
  let rest = digits;
  for (const size of RULES[rule].groups) {
    if (rest.length <= size) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  parts.push(rest);
  return parts.filter(Boolean).join(' ');
}

/**
 * The field after an edit: digits only, grouped, and where the caret goes (after the same number of digits
 * as before), so typing or deleting in the middle does not throw the caret to the end.
 */
export function formatPhoneInput(
  text: string,
  caret: number,
  rule: PhoneRule,
): { text: string; caret: number } {
  const digits = registerPhoneDigits(text, rule);
  const formatted = groupPhone(digits, rule);
  // A pasted country code is gone: the caret goes to the end then.
  const digitsBefore = /^\s*\+/.test(text)
    ? digits.length
    : Math.min(digits.length, text.slice(0, Math.max(0, caret)).replace(/\D/g, '').length);
  let seen = 0;
  let position = 0;
  while (position < formatted.length && seen < digitsBefore) {
    if (/\d/.test(formatted[position]!)) seen += 1;
    position += 1;
  }
  return { text: formatted, caret: position };
}

/** Whether the number (as typed, grouped or not) is a number of this rule. */
export function phoneValid(text: string, rule: PhoneRule): boolean {
  return RULES[rule].pattern.test(text.replace(/\s/g, ''));
}
