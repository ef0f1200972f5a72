/** The loader builds its few elements by hand (it carries no framework): the placeholder, the buy button, a notice. */

/** What an element may hold: nodes and text; a falsy child is left out. */
type Child = Node | string | false | null | undefined;

/** A `tag` element of class `cls` holding `children`. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls: string,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = cls;
  for (const child of children) if (child) node.append(child);
  return node;
}

/**
 * The first element `selector` matches in `root` (default: the document), or null; undefined
 * when it is not a selector the browser can query (`querySelector` would throw). The one way
 * the loader reads a selector it was given.
 */
export function query(selector: string, root: ParentNode = document): Element | null | undefined {
  try {
    return root.querySelector(selector);
  } catch {
    return undefined;
  }
}
