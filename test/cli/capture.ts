// What a command run in the test's process prints: its `io` for run(), and the lines it wrote.
export function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}
