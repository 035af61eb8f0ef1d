type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
export function parseSamples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key!, value!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of the samples named `name` whose labels include `labels`; undefined when there is none. */
export function sampleSum(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  return matching.length === 0 ? undefined : matching.reduce((sum, sample) => sum + sample.value, 0);
}
