/** Where an imported customer goes in the referral tree. */
export type Placement =
  { under: 'root' } | { under: 'imported'; index: number } | { under: 'existing'; id: string };

export interface TreePlan {
  placements: Placement[];
  /** Indexes whose parent code names nobody: placed under A100. */
  missingParent: number[];
  /** Each loop of parent codes (indexes, in loop order from the member taken out): that member is placed under A100. */
  loops: number[][];
  /** Every index, parents before their children (by depth), the order to insert them in. */
  order: number[];
}

/**
 * Places a batch of imported customers in the referral tree, in memory and in linear time: each
 * one's parent code names another of the batch (`codeIndex`), a customer already in the shop
 * (`existing`), the root (null or A100), or nobody (a missing parent: under A100). Loops of parent
 * codes are found by one walk and broken by placing one member (the first in the file) under A100.
 */
export function planTree(
  parentCodes: readonly (string | null)[],
  codeIndex: ReadonlyMap<string, number>,
  existing: ReadonlyMap<string, string>,
): TreePlan {
  const n = parentCodes.length;
  const parent = new Int32Array(n).fill(-1);
  const placements: Placement[] = new Array(n);
  const missingParent: number[] = [];
  parentCodes.forEach((code, i) => {
    const index = code === null ? undefined : codeIndex.get(code);
    const existingId = code === null ? undefined : existing.get(code);
    if (index !== undefined) {
      parent[i] = index;
      placements[i] = { under: 'imported', index };
    } else if (existingId !== undefined) placements[i] = { under: 'existing', id: existingId };
    else {
      placements[i] = { under: 'root' };
      if (code !== null) missingParent.push(i);
    }
  });

  const loops: number[][] = [];
  const state = new Uint8Array(n); // 0 unseen, 1 on the current walk, 2 done
  for (let start = 0; start < n; start++) {
    const walk: number[] = [];
    let node = start;
    while (node !== -1 && state[node] === 0) {
      state[node] = 1;
      walk.push(node);
      node = parent[node]!;
    }
    if (node !== -1 && state[node] === 1) {
      const loop = walk.slice(walk.indexOf(node));
      const first = loop.reduce((a, b) => Math.min(a, b));
      const at = loop.indexOf(first);
      loops.push([...loop.slice(at), ...loop.slice(0, at)]);
      parent[first] = -1;
      placements[first] = { under: 'root' };
    }
    for (const member of walk) state[member] = 2;
  }

  const depth = new Int32Array(n).fill(-1);
  for (let start = 0; start < n; start++) {
    const walk: number[] = [];
    let node = start;
    while (node !== -1 && depth[node] === -1) {
      walk.push(node);
      node = parent[node]!;
    }
    let d = node === -1 ? -1 : depth[node]!;
    for (let k = walk.length - 1; k >= 0; k--) depth[walk[k]!] = ++d;
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => depth[a]! - depth[b]! || a - b);
  return { placements, missingParent, loops, order };
}
