// BENCHMARKS.md's section on the image, whose figures npm run test:image prints (written there from its summary):
// npm run bench, which writes the rest of the file, keeps it as it is.
const HEADING = '## The image\n';

/** The section as BENCHMARKS.md holds it, up to the next section; empty when there is none. */
export function imageSection(benchmarks: string): string {
  const start = benchmarks.indexOf(HEADING);
  if (start < 0) return '';
  const end = benchmarks.indexOf('\n## ', start + HEADING.length);
  return benchmarks.slice(start, end < 0 ? undefined : end + 1);
}
