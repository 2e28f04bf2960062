import { spellingForms } from './spelling-forms';

/**
 * Item keys as `matchSpelling` reads them: by the forms they take once plural endings are set aside
 * (`spellingForms`), and by how many words they have, so that a name not found is compared with the
 * few keys it could be, not every key. Keys are only ever added.
 */
export class SpellingIndex {
  private readonly keys = new Set<string>();
  /** Keys by each form they take besides their own: "avocadoe" under "avocado". */
  private readonly byOtherForm = new Map<string, string[]>();
  /** Built on first asking: most names not found have no word long enough to be a slip. */
  private byWordCount: Map<number, (readonly string[])[]> | undefined;

  constructor(keys: Iterable<string> = []) {
    for (const key of keys) {
      this.add(key);
    }
  }

  add(key: string): void {
    if (this.keys.has(key)) {
      return;
    }
    this.keys.add(key);
    for (const form of spellingForms(key)) {
      if (form !== key) {
        this.byOtherForm.set(form, [...(this.byOtherForm.get(form) ?? []), key]);
      }
    }
    if (this.byWordCount) {
      addByWordCount(this.byWordCount, key);
    }
  }

  /** The keys other than `key` that share a form with it: "avocado" for "avocadoe", "bread" for "loafs of bread". */
  sharingAForm(key: string): string[] {
    return spellingForms(key)
      .flatMap((form) => [...(this.keys.has(form) ? [form] : []), ...(this.byOtherForm.get(form) ?? [])])
      .filter((each) => each !== key);
  }

  /** The keys of `count` words, each as its words. */
  withWordCount(count: number): readonly (readonly string[])[] {
    if (!this.byWordCount) {
      const byWordCount = new Map<number, (readonly string[])[]>();
      this.keys.forEach((key) => addByWordCount(byWordCount, key));
      this.byWordCount = byWordCount;
    }
    return this.byWordCount.get(count) ?? [];
  }
}

function addByWordCount(byWordCount: Map<number, (readonly string[])[]>, key: string): void {
  const words = key.split(' ');
  const sameCount = byWordCount.get(words.length) ?? [];
  sameCount.push(words);
  byWordCount.set(words.length, sameCount);
}
