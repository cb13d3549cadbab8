/**
 * The median of the benchmarks' runs: the middle value, or the mean of the two middle values of an even
 * count (runs of 2 are common on this machine, and the upper one alone overstated every miss).
 */
export function median(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
