/**
 * Runs the work of one key one at a time in this process, in arrival order; different keys run
 * side by side. `work` learns whether it had to wait for an earlier one, so that it can read again
 * what that one may have changed, and gets the key's `burst`: one value (from `newBurst`) shared by
 * every work of an unbroken run of that key, and dropped when the run ends, where the works can
 * leave what the ones after them should know. Correctness never rests on this (the database's
 * constraints do that across processes); it spares the database work that is bound to fail, such
 * as 200 inserts racing for the same nights when one can win.
 */
export function oneAtATime<Burst = undefined>(newBurst: () => Burst = () => undefined as Burst) {
  const runs = new Map<string, { tail: Promise<unknown>; burst: Burst }>();
  return <T>(key: string, work: (waited: boolean, burst: Burst) => Promise<T>): Promise<T> => {
    const before = runs.get(key);
    const burst = before ? before.burst : newBurst();
    const result = before ? before.tail.then(() => work(true, burst)) : work(false, burst);
    const run = {
      tail: result.then(
        () => undefined,
        () => undefined,
      ),
      burst,
    };
    runs.set(key, run);
    void run.tail.then(() => {
      if (runs.get(key) === run) runs.delete(key);
    });
    return result;
  };
}
