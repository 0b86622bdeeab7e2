/**
 * A thenable that calls back at once. React.lazy reads a thenable settled
 * during its `then` call synchronously, so a module that has loaded already
 * renders without suspending (no fallback, no second pass).
 */
export function resolvedAtOnce<T>(value: T): Promise<T> {
  return { then: (resolve: (settled: T) => void) => resolve(value) } as unknown as Promise<T>;
}
