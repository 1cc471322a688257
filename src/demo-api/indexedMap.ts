/**
 * A Map that also indexes its values by a parent key (an employee's jobs, a job's
 * compensations), so a 100-row employee page reads children in O(children) rather than
 * scanning every record of the company.
 *
 * @example
 * const jobs = new IndexedMap<JobRecord>((job) => job.employeeUuid);
 * jobs.childrenOf(employeeUuid);
 */
export class IndexedMap<T extends { seq: number }> extends Map<string, T> {
  private index?: Map<string, Map<string, T>>;

  constructor(private readonly parentOf: (value: T) => string) {
    super();
  }

  override set(key: string, value: T): this {
    // Map's constructor may call set before our fields exist.
    this.index ??= new Map();
    const previous = super.get(key);
    if (previous) this.index.get(this.parentOf(previous))?.delete(key);
    super.set(key, value);
    const parent = this.parentOf(value);
    let bucket = this.index.get(parent);
    if (!bucket) {
      bucket = new Map();
      this.index.set(parent, bucket);
    }
    bucket.set(key, value);
    return this;
  }

  override delete(key: string): boolean {
    const previous = super.get(key);
    if (previous) this.index?.get(this.parentOf(previous))?.delete(key);
    return super.delete(key);
  }

  override clear(): void {
    this.index?.clear();
    super.clear();
  }

  /** Values under one parent, in creation order. @example jobs.childrenOf(employeeUuid); */
  childrenOf(parent: string): T[] {
    const bucket = this.index?.get(parent);
    if (!bucket) return [];
    return [...bucket.values()].sort((a, b) => a.seq - b.seq);
  }
}
