/**
 * How much a one-line text must shrink to fit its box: 1 where it fits (or nothing is measured yet, as in a
 * host without layout), else the box's width over the text's, rounded down to a hundredth so it surely fits.
 */
export function shrinkToFit(naturalWidth: number, boxWidth: number): number {
  if (!(naturalWidth > 0) || !(boxWidth > 0) || naturalWidth <= boxWidth) return 1;
  return Math.max(0.01, Math.floor((boxWidth / naturalWidth) * 100) / 100);
}

/**
 * The scale to show next, from the scale shown and the text's width at it: shrinks a text that runs past its
 * box (by more than half a pixel: a box as wide as its text measures a hair narrower), grows one that would
 * fit clearly larger (by two hundredths, or back to full size). Rounding changes nothing, so two sizes never
 * take turns and a box that follows its text's width never shrinks it step by step.
 */
export function nextFit(scale: number, shownWidth: number, boxWidth: number): number {
  const next = shrinkToFit(shownWidth / scale, boxWidth);
  if (next < scale) return shownWidth > boxWidth + 0.5 ? next : scale;
  return next === 1 || next - scale >= 0.02 ? next : scale;
}
