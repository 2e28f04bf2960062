/** What one benchmark produced: its figures for results.json, and its section of results.md. */
export interface BenchSection<Figures> {
  readonly markdown: string;
  readonly figures: Figures;
}
