export interface LongTask {
  /** How long the task ran, in ms. */
  ms: number;
  /** The longest event inside it (`evaluateModule`, `ParseHTML`, `Layout`…), or 'other'. */
  doing: string;
  /** The renderer's commit of the navigation (Chromium's task, which an empty page pays too), not the page's. */
  commit: boolean;
}
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  args?: Record<string, unknown>;
}
export function tracedLongTasks(
  url: string,
  options: { chromePath: string; flags?: string[]; rate?: number; windowMs?: number },
): Promise<LongTask[]>;
export function longTasksOf(events: TraceEvent[]): LongTask[];
export const EMPTY_PAGE_PATH: string;
export const EMPTY_PAGE_HTML: string;
export function describeMachine(measured: {
  floors: number[];
  benchmarkIndexes: number[];
  rate?: number;
}): string;
