/**
 * How long until another attempt, in words of `language`: "in 45 seconds", "in 2 minutes",
 * "in 2 Minuten", "za 2 minuty". Whole minutes from a minute on, rounded up.
 */
export function retryWait(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: "always" });
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? format.format(whole, "second") : format.format(Math.ceil(whole / 60), "minute");
}
