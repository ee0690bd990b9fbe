// The window's width, read when the entry runs and again on each resize. Reading
// `window.innerWidth` while React commits a screen forces the browser to lay out the whole page in
// the middle of that task (the home's ads block did: ≈80 ms of a 340 ms task at a phone's 4× CPU
// slowdown); read here, the value is already known when a component needs it.

let width = typeof window === 'undefined' ? 360 : window.innerWidth;

if (typeof window !== 'undefined')
  window.addEventListener(
    'resize',
    () => {
      width = window.innerWidth;
    },
    { passive: true },
  );

/** The viewport's width in CSS pixels, as of the entry's start or the last resize. */
export function viewportWidth(): number {
  return width;
}
