/**
 * What a journey does with a page, the same in every engine: Firefox over WebDriver BiDi
 * (puppeteer-core, `firefox.ts`) and WebKitGTK over WebDriver (WebdriverIO, `webkit.ts`).
 * Elements are found by role and name in the page itself (`findInPage`), so both engines find
 * the same element; clicks, keys and files go through each engine's own input, so they are
 * hit-tested like a person's.
 */
export interface EnginePage {
  readonly engine: 'firefox' | 'webkit';
  /** Opens `path` of the console (relative to its base URL) and waits for the page's load. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The page's address, path and query only. */
  path(): Promise<string>;
  /** The visible part of the page, in CSS px. */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs `script` (an expression, or a function's source called with `arg`) in the page. */
  evaluate<T>(script: string, arg?: unknown): Promise<T>;
  /** Waits for the element `query` finds, visible and enabled unless said otherwise. */
  find(query: Query, timeoutMs?: number): Promise<EngineElement>;
  /** Waits until `query` finds nothing. */
  gone(query: Query, timeoutMs?: number): Promise<void>;
  /** A click with the engine's pointer at (x, y) of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Presses keys on what has focus (`ArrowRight`, `Enter`, ...). */
  press(key: string): Promise<void>;
  /** What the page wrote to its console as errors since it was opened (Firefox only). */
  consoleErrors(): string[];
  /** Answers of 400 and over since the page was opened, as 'status URL' (Firefox only). */
  failedResponses(): string[];
  close(): Promise<void>;
}

export interface EngineElement {
  click(): Promise<void>;
  /** Replaces the text of a text field with `text`, typed key by key. */
  fill(text: string): Promise<void>;
  /** Chooses a file on an `<input type=file>`. */
  upload(filePath: string): Promise<void>;
  focus(): Promise<void>;
  /** Its text, spaces squashed. */
  text(): Promise<string>;
}

/** An element by role (ARIA or native) and accessible name, as a person finds it. */
export interface Query {
  role:
    | 'button'
    | 'link'
    | 'textbox'
    | 'heading'
    | 'checkbox'
    | 'radio'
    | 'option'
    | 'combobox'
    | 'img'
    | 'group'
    | 'navigation'
    | 'table'
    | 'list'
    | 'listbox'
    | 'file'
    | 'text';
  /** The whole name, or a pattern it matches. */
  name?: string | RegExp;
  /** Inside the element this finds. */
  within?: Query;
  /** Which of several (0 the first). */
  nth?: number;
  /** Also when disabled (to check that a button is). */
  disabled?: 'any' | true;
}

/** A Query as JSON, for the page: a pattern travels as its source and flags. */
export function serialise(query: Query): object {
  const name =
    query.name instanceof RegExp
      ? { source: query.name.source, flags: query.name.flags }
      : query.name;
  return { ...query, name, within: query.within && serialise(query.within) };
}

/**
 * Runs in the page: the element `query` (serialised) finds, or null. An approximation of the
 * accessible name that holds for this console's markup (aria-labelledby, aria-label, a label,
 * the text), good enough to name the same element a screen reader would.
 */
export const findInPage = `function find(query) {
  const selectors = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    textbox: 'input:not([type]), input[type=text], input[type=search], input[type=email], input[type=password], input[type=tel], textarea, [role=textbox]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    option: '[role=option], option',
    combobox: 'select, [role=combobox]',
    img: 'img, [role=img]',
    group: '[role=group], fieldset',
    navigation: 'nav, [role=navigation]',
    table: 'table, [role=table], [role=grid]',
    list: 'ul, ol, [role=list]',
    listbox: '[role=listbox], select[multiple]',
    file: 'input[type=file]',
    text: 'body *',
  };
  const squash = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return squash(by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    if (el.labels && el.labels.length) return squash([...el.labels].map((l) => l.textContent).join(' '));
    if (el.tagName === 'IMG') return squash(el.alt);
    return squash(el.textContent);
  };
  const matches = (name) => {
    if (query.name === undefined) return true;
    if (typeof query.name === 'string') return name === query.name;
    return new RegExp(query.name.source, query.name.flags).test(name);
  };
  const visible = (el) => {
    if (query.role === 'file') return true;
    const style = getComputedStyle(el);
    return el.getClientRects().length > 0 && style.visibility !== 'hidden';
  };
  const scope = query.within ? find(query.within) : document;
  if (!scope) return null;
  let found = [...scope.querySelectorAll(selectors[query.role])].filter(
    (el) => visible(el) && matches(nameOf(el)),
  );
  // Text: the innermost element that says it, not each of its ancestors.
  if (query.role === 'text') found = found.filter((el) => ![...el.children].some((child) => found.includes(child)));
  const el = found[query.nth ?? 0] ?? null;
  if (el && !query.disabled && (el.disabled || el.getAttribute('aria-disabled') === 'true')) return null;
  if (el && query.disabled === true && !(el.disabled || el.getAttribute('aria-disabled') === 'true')) return null;
  return el;
}`;

/** How long a step waits for what it looks for (a journey's slow parts load chunks). */
/**
 * Resolves once `element` has kept its place for two animation frames (or after about a second
 * of frames), as Playwright's actionability waits for 'stable': a click aimed at an element
 * while an answer arriving above or beside it still moves it would land beside it, where a
 * person would have waited for the page to settle.
 */
export function settled(element: Element): Promise<boolean> {
  return new Promise((resolve) => {
    let last = '';
    let same = 0;
    let frames = 0;
    const tick = () => {
      const box = element.getBoundingClientRect();
      const place = [box.x, box.y, box.width, box.height].join();
      same = place === last ? same + 1 : 0;
      last = place;
      frames += 1;
      if (same >= 2 || frames > 60) resolve(true);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** `settled` as source, for an engine that runs a script's text in the page (WebDriver). */
export const settledInPage = settled.toString();

export const STEP_TIMEOUT_MS = 15_000;

/** Says what was looked for, when it was not found. */
export function describe(query: Query): string {
  const within = query.within ? ` in ${describe(query.within)}` : '';
  const name = query.name === undefined ? '' : ` '${String(query.name)}'`;
  return `${query.role}${name}${query.nth ? ` #${query.nth}` : ''}${within}`;
}
