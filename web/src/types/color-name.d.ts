/** color-name 2 ships no types: the CSS named colours (CSS Color Module Level 4) as [r, g, b]. */
declare module 'color-name' {
  const colors: Readonly<Record<string, readonly [number, number, number]>>;
  export default colors;
}
