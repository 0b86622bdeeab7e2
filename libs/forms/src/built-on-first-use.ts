/**
 * A value built the first time it is asked for, then kept. The forms build
 * their zod schemas this way: every form's module loads with the forms
 * library, and building all five schemas while that library is evaluated made
 * its one long task longer, on pages that show one or two of the forms.
 * Built on first use, only the forms on the page pay, while they render (a
 * short slice of hydration).
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
