/** A call that changed the lists, with its parameters as applied: nested calls replaced by their values. */
export interface AppliedCall {
  readonly action: string;
  readonly parameters: Record<string, unknown>;
}
