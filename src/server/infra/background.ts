/**
 * Work that must not hold up the answer (e-mail sending on the account endpoints, so that a known
 * address is answered as fast as an unknown one). Failures are reported to `onError`; `settle()`
 * waits for everything started so far (graceful shutdown, tests).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly onError: (err: unknown, what: string) => void) {}

  run(what: string, task: () => Promise<unknown>): void {
    const promise: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.onError(err, what),
      )
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async settle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
