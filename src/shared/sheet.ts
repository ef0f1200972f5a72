/** Creates a constructable stylesheet holding `text`: CSP-safe, no `<style>` element. */
export function sheet(text: string): CSSStyleSheet {
  const result = new CSSStyleSheet();
  result.replaceSync(text);
  return result;
}
