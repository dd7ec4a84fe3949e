import { hostMessages } from '../messages';

/**
 * Stands where a screen of a later issue will be routed. It says so plainly: it never
 * pretends to be the screen.
 */
export function NotBuiltYet({ screen }: { screen: string }) {
  return (
    <section aria-labelledby="not-built-yet">
      <h1 id="not-built-yet">{screen}</h1>
      <p>{hostMessages.notBuiltYet(screen)}</p>
    </section>
  );
}
