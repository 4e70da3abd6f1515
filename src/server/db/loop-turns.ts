/**
 * PGlite's calls (a statement, or a whole transaction), one per turn of the event loop, in the
 * order they were made.
 *
 * PGlite runs a statement synchronously, on this thread, and its own queue hands the connection
 * to the next waiting call in a microtask. So while calls wait for it, they all run back to back
 * without the event loop polling a socket: with 50 orders waiting, one turn of the loop lasted
 * their whole half second (seconds on a loaded machine). Requests that arrived meanwhile were
 * not read, and new connections were not even accepted: Node's libuv (1.45 on, Node 20) accepts
 * one connection per turn (libuv/libuv#3696), so the last of 50 shoppers connecting at once
 * waited 50 such turns, seconds that the server's own timing of an order never saw.
 *
 * Here a call that finds PGlite free runs at once, and the next one waits for the loop's next
 * turn (a setImmediate): between two calls the loop polls, accepts and reads what has arrived,
 * and those requests' calls queue behind the ones already waiting.
 */
export class LoopTurns {
  private readonly waiting: Array<() => void> = [];
  /** A call is running, or has just ended and the turn has not come round yet. */
  private held = false;

  run<T>(call: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.held = true;
        let running: Promise<T>;
        try {
          running = call();
        } catch (error) {
          running = Promise.reject(error);
        }
        // The next turn is booked before the caller goes on (and perhaps makes another call).
        void running.then(
          (value) => {
            setImmediate(this.pass);
            resolve(value);
          },
          (error: unknown) => {
            setImmediate(this.pass);
            reject(error);
          },
        );
      };
      if (this.held) this.waiting.push(start);
      else start();
    });
  }

  private readonly pass = () => {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  };
}
