/**
 * Runs the turns of one conversation one at a time, in arrival order, and those of different
 * conversations side by side. Two messages sent at the same moment then never race for the same
 * state within a process.
 */
export class ConversationQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(conversationKey: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(conversationKey) ?? Promise.resolve();
    const result = previous.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(conversationKey, tail);
    void tail.then(() => {
      // The last turn in line clears the entry, so idle conversations cost nothing.
      if (this.tails.get(conversationKey) === tail) {
        this.tails.delete(conversationKey);
      }
    });
    return result;
  }
}
