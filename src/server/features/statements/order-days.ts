/**
 * Days as whole numbers, to compare an order's moment with a statement's day without making
 * dates: India has kept UTC+05:30 with no summer time since 1945, so its day is plain arithmetic.
 */
const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 19_800_000;

/** The Asia/Kolkata day a moment falls on. */
export function indiaDayNumber(at: Date): number {
  return Math.floor((at.getTime() + INDIA_OFFSET_MS) / DAY_MS);
}

/** A YYYY-MM-DD day as the same numbering. */
export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}
