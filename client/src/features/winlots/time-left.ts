/** What a deadline's countdown shows, on the server's clock: whole days, then HH:mm:ss; null once passed. */
export interface TimeLeft {
  days: number;
  clock: string;
}

const two = (value: number) => String(value).padStart(2, '0');

export function timeLeft(deadlineMs: number, nowMs: number): TimeLeft | null {
  const total = Math.floor((deadlineMs - nowMs) / 1000);
  if (total <= 0) return null;
  const rest = total % 86_400;
  return {
    days: Math.floor(total / 86_400),
    clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`,
  };
}
