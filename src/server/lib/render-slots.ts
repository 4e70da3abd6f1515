/** Taken from a full queue: the caller answers 503 at once, cheaply. */
export class SlotsBusyError extends Error {
  constructor() {
    super('render slots busy');
  }
}

/**
 * At most `concurrent` jobs of one kind run at once in this process, at most `waiting` more
 * wait their turn, and anything past that is refused at once. A CPU-heavy answer (a PDF) can
 * then never take the whole process: between renders the event loop serves every other
 * request (the health check, the shop), however many arrive together.
 */
export class RenderSlots {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly concurrent: number,
    private readonly waiting: number,
  ) {}

  /** Runs the job in its turn; throws SlotsBusyError when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrent) {
      if (this.queue.length >= this.waiting) throw new SlotsBusyError();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
