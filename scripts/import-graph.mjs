// The import graph for scripts/check-imports.mjs: source files, their imports (read with the TypeScript parser) and
// the cycles of the graph.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SOURCE_EXT = ['.ts', '.tsx', '.mts'];

/** Every source file under a directory (no declaration files, no node_modules or dist). */
export function listSourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listSourceFiles(full, out);
    else if (SOURCE_EXT.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolveFile(base) {
  const candidates = [base, ...SOURCE_EXT.map((ext) => base + ext), ...SOURCE_EXT.map((ext) => `${base}/index${ext}`)];
  for (const candidate of candidates) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The repository file a specifier names, or null for a package outside the checked roots. */
export function resolveSpecifier(repoRoot, fromAbs, specifier) {
  const spec = specifier.replace(/[?#].*$/, '');
  if (spec.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromAbs), spec));
  if (spec.startsWith('@app/shared/')) {
    return resolveFile(path.join(repoRoot, 'packages/shared/src', spec.slice('@app/shared/'.length)));
  }
  return null;
}

function allSpecifiersTypeOnly(elements) {
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

/** Every import of one file: { specifier, line, typeOnly, dynamic }. */
export function listImports(abs) {
  const text = fs.readFileSync(abs, 'utf8');
  const kind = abs.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(abs, text, ts.ScriptTarget.Latest, true, kind);
  const imports = [];
  const add = (node, specifierNode, typeOnly, dynamic) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    imports.push({ specifier: specifierNode.text, line, typeOnly, dynamic });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      let typeOnly = false;
      if (clause) {
        const named = clause.namedBindings;
        typeOnly =
          clause.isTypeOnly ||
          (!clause.name && named !== undefined && ts.isNamedImports(named) && allSpecifiersTypeOnly(named.elements));
      }
      add(node, node.moduleSpecifier, typeOnly, false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && allSpecifiersTypeOnly(clause.elements));
      add(node, node.moduleSpecifier, typeOnly, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node, node.arguments[0], false, true);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node, node.argument.literal, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
}

// Cycles: strongly connected components (Tarjan), then the shortest cycle through each file of a component.

function stronglyConnected(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const strongConnect = (start) => {
    // iterative Tarjan: a frame is [node, its neighbours, next neighbour position]
    const frames = [[start, [...(graph.get(start) ?? [])], 0]];
    indices.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const to = next[frame[2]++];
        if (!indices.has(to)) {
          indices.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          frames.push([to, [...(graph.get(to) ?? [])], 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), indices.get(to)));
        }
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        components.push(component);
      }
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) strongConnect(node);
  return components;
}

function shortestCycleThrough(graph, start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const chain = [];
        for (let at = node; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return null;
}

/** The import cycles of a graph (file -> set of files), each as the list of its files. */
export function findCycles(graph) {
  const cycles = new Map();
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    const selfLoop = component.length === 1 && (graph.get(component[0]) ?? new Set()).has(component[0]);
    if (component.length === 1 && !selfLoop) continue;
    for (const start of [...component].sort()) {
      const chain = shortestCycleThrough(graph, start, members);
      if (!chain) continue;
      // one key per cycle, whichever file it was found from
      const first = chain.indexOf([...chain].sort()[0]);
      const rotated = [...chain.slice(first), ...chain.slice(0, first)];
      cycles.set(rotated.join(' -> '), rotated);
    }
  }
  return [...cycles.values()];
}
