/**
 * The guest cart kept in this browser (localStorage key `cart`): lines `{ productId, quantity }`.
 * Pure rules first (tested in local-cart.test.ts), then the storage access.
 */
/** localStorage key of the guest cart. */
export const CART_STORAGE_KEY = 'cart';
/** Dispatched on window by same-tab writers, since `storage` events only fire in other tabs. */
export const CART_CHANGE_EVENT = 'cart-change';

export interface LocalCartLine {
  productId: string;
  quantity: number;
}

/** The server accepts at most this many lines and this quantity per line (packages/shared/src/cart.ts). */
export const MAX_LINES = 100;
export const MAX_QUANTITY = 1_000_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the stored array, keeping only well-formed lines (one per product, quantities summed and capped). */
export function parseLocalCart(raw: string | null): LocalCartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  let lines: LocalCartLine[] = [];
  for (const entry of parsed) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { productId, quantity } = entry as { productId?: unknown; quantity?: unknown };
    if (typeof productId !== 'string' || !UUID.test(productId)) continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) continue;
    lines = addLine(lines, productId, quantity);
  }
  return lines.slice(0, MAX_LINES);
}

/** Adds to the product's line, or appends a new line (the spec's cart adds to an existing line). */
export function addLine(lines: LocalCartLine[], productId: string, quantity: number): LocalCartLine[] {
  if (!Number.isInteger(quantity) || quantity <= 0) return lines;
  const existing = lines.find((l) => l.productId === productId);
  if (!existing) return [...lines, { productId, quantity: Math.min(quantity, MAX_QUANTITY) }];
  return lines.map((l) =>
    l.productId === productId ? { productId, quantity: Math.min(l.quantity + quantity, MAX_QUANTITY) } : l,
  );
}

/** Sets a line's quantity; 0 or less removes it. Setting an absent product adds it. */
export function setLineQuantity(lines: LocalCartLine[], productId: string, quantity: number): LocalCartLine[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeLine(lines, productId);
  const q = Math.min(Math.floor(quantity), MAX_QUANTITY);
  if (!lines.some((l) => l.productId === productId)) return [...lines, { productId, quantity: q }];
  return lines.map((l) => (l.productId === productId ? { productId, quantity: q } : l));
}

export function removeLine(lines: LocalCartLine[], productId: string): LocalCartLine[] {
  return lines.filter((l) => l.productId !== productId);
}

export function totalQuantity(lines: LocalCartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

// --- storage ---

let cachedRaw: string | null | undefined;
let cachedLines: LocalCartLine[] = [];

/** The stored lines (the same array while the stored text is unchanged, for useSyncExternalStore). */
export function readLocalCart(): LocalCartLine[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseLocalCart(raw);
  }
  return cachedLines;
}

/** Stores the lines (removing the key when empty) and tells this tab's listeners. */
export function writeLocalCart(lines: LocalCartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // storage unavailable (private mode): the cart lives only as long as this page
  }
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

export function clearLocalCart(): void {
  writeLocalCart([]);
}

export function subscribeLocalCart(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}
