/**
 * Lines typed at a terminal, as messages: a paste arrives as several lines at once, and is one
 * message ("add these:\nmilk\neggs"), while lines typed by hand, each after a pause, are one message
 * each. A message is sent once no further line has come for `quietMs`; the timer is injected so
 * that tests need not wait on the clock.
 */
export class PastedLines {
  private pending: string[] = [];
  private timer: unknown;

  constructor(
    private readonly send: (message: string) => void,
    private readonly quietMs = 30,
    private readonly timers: { set(run: () => void, ms: number): unknown; clear(timer: unknown): void } = {
      set: (run, ms) => setTimeout(run, ms),
      clear: (timer) => clearTimeout(timer as NodeJS.Timeout),
    },
  ) {}

  /** One line as read. */
  push(line: string): void {
    this.pending.push(line);
    this.timers.clear(this.timer);
    this.timer = this.timers.set(() => this.flush(), this.quietMs);
  }

  /** Sends what is waiting now: at the end of input, or when the quiet time is up. */
  flush(): void {
    this.timers.clear(this.timer);
    this.timer = undefined;
    const text = this.pending.join('\n').trim();
    this.pending = [];
    if (text) {
      this.send(text);
    }
  }
}
