/**
 * Splits a sorted list of test files into groups of at most `size`, for scripts/unit.ts to run
 * each group in one process. Neighbouring files stay together (they import the same modules); the
 * groups come out as even as the size allows, so no group is a lone straggler of one or two files.
 */
export function groupFiles(files: readonly string[], size: number): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`group size must be a positive integer, got ${size}`);
  const count = Math.ceil(files.length / size);
  const groups: string[][] = [];
  let start = 0;
  for (let g = 0; g < count; g++) {
    // Spread the remainder: the first (files % count) groups take one more file.
    const take = Math.floor(files.length / count) + (g < files.length % count ? 1 : 0);
    groups.push(files.slice(start, start + take));
    start += take;
  }
  return groups;
}
