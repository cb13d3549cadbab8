// The invariants a chaos journey must keep, checked against the mock backend's own record of effects
// (packages/api/src/mocks/effects.ts) and what the page showed (watcher.ts). Pure: a doctored record is
// checked the same way as a real one (checks.test.ts).

/** An effect as the demo app's `window.loanH5MockRecord()` gives it. */
export interface RecordedEffect {
  seq: number;
  kind: string;
  endpoint: string;
  subject: string;
  idempotencyKey?: string;
  detail: Record<string, string>;
  /** When it was done (the page's clock, ms since the epoch). */
  at?: number;
  market?: string;
}

export interface MockRecord {
  scenario: string;
  effects: RecordedEffect[];
  faults: Array<{ endpoint: string; nth: number; step: { kind: string } }>;
  inFlight: number;
}

/** What the page showed, sampled by the watcher. */
export interface Observations {
  /** A claim's first sighting: `claim` is the journey's name for it (e.g. `paid`, `failed`). */
  claims: Array<{ claim: string; at: number; text: string }>;
  /** Busy indicators (spinner, mask, busy button, skeleton) and how long each stayed, continuously. */
  busy: Array<{ key: string; ms: number; open: boolean }>;
  /** Error states seen with no button or link to go on, for at least two samples in a row. */
  deadEnds: Array<{ text: string; at: number }>;
  /** Uncaught errors and unhandled rejections. */
  pageErrors: string[];
}

/** What a journey promises: which effects count once, and what each claim on screen needs in the record. */
export interface JourneyRules {
  /**
   * Effects of which at most one may exist per intent: kind → how an intent is told (`subject`: one per
   * subject, e.g. one score per order; `journey`: one in the whole journey, e.g. one payment of one bill;
   * `distinct`: one subject, e.g. confirming again reaches the same loan, never a second one).
   */
  once: Record<string, 'journey' | 'subject' | 'distinct'>;
  /** A claim that the thing is done needs this effect kind in the record (by the end of the journey). */
  doneClaims: Record<string, string>;
  /** A claim that it failed must not come after this effect kind was done. */
  failedClaims: Record<string, string>;
}

export interface Violation {
  invariant:
    | 'one effect per intent'
    | 'screen matches the record'
    | 'no endless spinner'
    | 'a way on from every error'
    | 'draft never lost'
    | 'no page errors';
  message: string;
}

/** Checks one journey's observations against the record. `busyLimitMs`: the client timeout + 5 s, scaled. */
export function checkJourney(
  rules: JourneyRules,
  record: Pick<MockRecord, 'effects'>,
  seen: Observations,
  busyLimitMs: number,
): Violation[] {
  const out: Violation[] = [];
  const effects = record.effects;

  // 1. At most one effect per intent.
  for (const [kind, per] of Object.entries(rules.once)) {
    const mine = effects.filter((e) => e.kind === kind);
    if (per === 'distinct') {
      const subjects = new Set(mine.map((e) => e.subject));
      if (subjects.size > 1)
        out.push({
          invariant: 'one effect per intent',
          message: `${subjects.size} different ${kind} (${[...subjects].join(', ')})`,
        });
      continue;
    }
    const groups = new Map<string, RecordedEffect[]>();
    for (const e of mine) {
      const group = per === 'journey' ? '' : e.subject;
      groups.set(group, [...(groups.get(group) ?? []), e]);
    }
    for (const [group, list] of groups) {
      if (list.length > 1)
        out.push({
          invariant: 'one effect per intent',
          message: `${list.length} × ${kind}${group ? ` for ${group}` : ''} (keys: ${list
            .map((e) => e.idempotencyKey ?? 'none')
            .join(', ')})`,
        });
    }
  }

  // 2. The screen never claims done without the record, nor failure after the record has it done.
  for (const claim of seen.claims) {
    const needs = rules.doneClaims[claim.claim];
    if (needs && !effects.some((e) => e.kind === needs))
      out.push({
        invariant: 'screen matches the record',
        message: `the screen said "${claim.text}" but the record has no ${needs}`,
      });
    const contradicts = rules.failedClaims[claim.claim];
    const done = contradicts ? effects.find((e) => e.kind === contradicts) : undefined;
    if (done && done.at !== undefined && done.at < claim.at)
      out.push({
        invariant: 'screen matches the record',
        message: `the screen said "${claim.text}" ${claim.at - done.at} ms after the record had ${contradicts} done`,
      });
  }

  // 3. No spinner, mask or busy button longer than the client timeout + 5 s.
  for (const b of seen.busy) {
    if (b.ms > busyLimitMs)
      out.push({
        invariant: 'no endless spinner',
        message: `${b.key} stayed ${(b.ms / 1000).toFixed(1)} s${b.open ? ' (still there at the end)' : ''}, limit ${(busyLimitMs / 1000).toFixed(1)} s`,
      });
  }

  // 4. Every error state offers a way on.
  for (const d of seen.deadEnds)
    out.push({ invariant: 'a way on from every error', message: `"${d.text}" with no button or link` });

  // 6. No uncaught page error or unhandled rejection.
  for (const e of seen.pageErrors) out.push({ invariant: 'no page errors', message: e });
  return out;
}

/** 5. A complaint draft is never lost: sent (text and photos in the record) or still on the phone. */
export function checkDraft(
  record: Pick<MockRecord, 'effects'>,
  draft: { text: string; photos: number },
  onPhone: { text: string; photos: number } | null,
): Violation[] {
  const saved = record.effects.filter((e) => e.kind === 'complaint');
  if (saved.length > 0) {
    const ok = saved.some(
      (e) =>
        e.detail.text === draft.text &&
        (e.detail.images ?? '').split(',').filter(Boolean).length === draft.photos,
    );
    return ok
      ? []
      : [
          {
            invariant: 'draft never lost',
            message:
              `the complaint saved lacks the draft's text or its ${draft.photos} photos: ` +
              saved
                .map(
                  (e) =>
                    `${e.subject} with ${e.detail.text === draft.text ? 'the text' : `"${e.detail.text ?? ''}"`} and ` +
                    `photos ${e.detail.images || 'none'}`,
                )
                .join('; '),
          },
        ];
  }
  if (onPhone && onPhone.text === draft.text && onPhone.photos === draft.photos) return [];
  return [
    {
      invariant: 'draft never lost',
      message: `not sent, and the form shows ${onPhone ? `"${onPhone.text}" with ${onPhone.photos} photos` : 'no draft'}`,
    },
  ];
}
