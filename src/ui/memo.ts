/**
 * `memo(component)`: the component, rendered again only when one of its props changed (a
 * shallow comparison) or a context or signal it reads did. A row of a long list (a tier, a
 * question's field) then costs nothing when a change elsewhere re-renders its list: the
 * buyer's "+" or keystroke re-renders its own row, not all of them. Preact's own `memo` is in
 * `preact/compat`, which the widget does not ship.
 */
import { Component, type ComponentType, type FunctionComponent, h } from 'preact';

/** Whether `a` and `b` hold the same values under the same keys (`Object.is` each). */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) => Object.hasOwn(b, key) && Object.is(Reflect.get(a, key), Reflect.get(b, key)),
    )
  );
}

/** `component`, rendered again only when its props changed (see the module comment). */
export function memo<P extends object>(component: FunctionComponent<P>): ComponentType<P> {
  return class Memo extends Component<P> {
    static override displayName = `memo(${component.displayName ?? component.name})`;
    override shouldComponentUpdate(next: P): boolean {
      return !sameProps(this.props, next);
    }
    override render(props: P) {
      return h(component, props);
    }
  };
}
