/** Waits until `check` holds (polling), or fails after `ms`: for what happens in its own time, never a timing assertion. */
export async function until(check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
