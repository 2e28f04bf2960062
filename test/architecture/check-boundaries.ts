import { join } from 'node:path';

/** What the layer rules found in a tree: rule violations, folders in a circle, and who imports teams-ai. */
export interface BoundaryReport {
  readonly violations: readonly string[];
  readonly folderCycles: readonly (readonly string[])[];
  readonly teamsAiImporters: readonly string[];
}

interface CruisedModule {
  readonly source: string;
  readonly dependencies: readonly { readonly resolved: string }[];
}

const PROJECT_ROOT = join(__dirname, '..', '..');

/** Cruises `root`/src with the project's dependency rules (.dependency-cruiser.cjs). */
export async function checkBoundaries(root = PROJECT_ROOT): Promise<BoundaryReport> {
  // dependency-cruiser is an ES module; this file is compiled as CommonJS.
  const { cruise } = await import('dependency-cruiser');
  const rules = require(join(PROJECT_ROOT, '.dependency-cruiser.cjs')) as { forbidden: unknown[]; options: Record<string, unknown> };
  const result = await cruise(['src'], { ...rules.options, baseDir: root, validate: true, ruleSet: { forbidden: rules.forbidden } } as never);
  const output = result.output as { modules: CruisedModule[]; summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  const modules = output.modules.filter((module) => module.source.startsWith('src/'));
  return {
    violations: output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`),
    folderCycles: folderCycles(modules),
    teamsAiImporters: modules.filter((module) => module.dependencies.some((dependency) => /(^|\/)node_modules\/@microsoft\/teams-ai\//.test(dependency.resolved))).map((module) => module.source),
  };
}

/** The folder of src/ a module is in (a file at the top is a node of its own). */
function folderOf(source: string): string {
  const [, first = '', ...rest] = source.split('/');
  return rest.length > 0 ? first : source;
}

/**
 * The groups of src/ folders that import each other in a circle (strongly connected components of
 * the folder graph, Tarjan's algorithm), each sorted. No module need be in a circle for its folder to be.
 */
export function folderCycles(modules: readonly CruisedModule[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const module of modules) {
    const from = folderOf(module.source);
    const targets = edges.get(from) ?? new Set<string>();
    edges.set(from, targets);
    for (const { resolved } of module.dependencies) {
      const to = resolved.startsWith('src/') ? folderOf(resolved) : undefined;
      if (to && to !== from) {
        targets.add(to);
      }
    }
  }
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    lowest.set(folder, index.get(folder)!);
    stack.push(folder);
    onStack.add(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(folder, Math.min(lowest.get(folder)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(folder, Math.min(lowest.get(folder)!, index.get(next)!));
      }
    }
    if (lowest.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) {
        cycles.push(component.sort());
      }
    }
  };
  for (const folder of edges.keys()) {
    if (!index.has(folder)) {
      visit(folder);
    }
  }
  return cycles;
}
