/**
 * Where one request's time went, phase by phase, sent as a Server-Timing header
 * (https://www.w3.org/TR/server-timing/): the orders bench collects it per order,
 * and a browser's developer tools show it. A clock read per phase: always on.
 */
export class PhaseTimings {
  private readonly phases: [name: string, ms: number][] = [];
  private last = performance.now();

  /** Ends the phase that ran since the previous mark (or since this was made) under `name`. */
  mark(name: string): void {
    const now = performance.now();
    this.phases.push([name, now - this.last]);
    this.last = now;
  }

  header(): string {
    return this.phases.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
  }
}
